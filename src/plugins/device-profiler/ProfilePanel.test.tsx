import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { unreachableServices } from '../../../tests/app-services';
import { ServicesProvider } from '../../app/services';
import { clearAllCache } from '../../app/workflow/clear-cache';
import { setNavigator } from '../../app/workflow/navigation';
import { commandRegistry } from '../../commands/registry';
import { fillFieldCommand } from './commands';
import { markFinalized, setStepValue } from './profile-updates';
import ProfilePanel from './ProfilePanel';
import { profile$ } from './store';
import { applyProfileUpdate, readToolCall } from './tool-calls';

const renderPanel = () =>
  render(
    <ServicesProvider services={unreachableServices()}>
      <ProfilePanel />
    </ServicesProvider>,
  );
const card = (label: string) => screen.getByRole('listitem', { name: label });

beforeEach(() => clearAllCache({ reload: false }));

describe('the Device Profile panel', () => {
  it('shows a card per profiler step with its label, value and confidence badge', () => {
    profile$.steps.device_name.assign({ data: 'PulseRing', confidence_score: 95 });
    profile$.steps.intended_use.assign({ data: 'Home SpO2 checks', confidence_score: 65 });
    profile$.steps.role.assign({ data: 'Manufacturer', confidence_score: 45 });
    profile$.steps.references.assign({ data: 'K213456', confidence_score: 20 });
    renderPanel();

    expect(screen.getByRole('heading', { name: 'Device Profile' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Role',
      'Device Name',
      'Description',
      'Intended Use',
      'Key Specifications',
      'Functionality',
      'References',
      'Attachments',
      'Finalize',
    ]);
    expect(within(card('Device Name')).getByText('PulseRing')).toBeInTheDocument();
    expect(within(card('Device Name')).getByText('High')).toBeInTheDocument();
    expect(within(card('Intended Use')).getByText('Medium')).toBeInTheDocument();
    expect(within(card('Role')).getByText('Low')).toBeInTheDocument();
    expect(within(card('References')).getByText('Very Low')).toBeInTheDocument();
    expect(within(card('Description')).getByText('Not provided yet')).toBeInTheDocument();
    expect(screen.getByText('4 of 9 steps complete')).toBeInTheDocument();
  });

  it('edits a completed step inline: Enter commits a changed value', async () => {
    const user = userEvent.setup();
    profile$.steps.device_name.assign({ data: 'PulseRing', confidence_score: 60 });
    renderPanel();

    await user.click(screen.getByRole('button', { name: 'Edit Device Name' }));
    const editor = screen.getByRole('textbox', { name: 'Edit Device Name' });
    await user.clear(editor);
    await user.type(editor, '  OxiBand {Enter}');

    expect(profile$.steps.device_name.peek()).toMatchObject({ data: 'OxiBand', confidence_score: 100 });
    expect(within(card('Device Name')).getByText('OxiBand')).toBeInTheDocument();
  });

  it('saves with the Save button and leaves an unchanged value as it was', async () => {
    const user = userEvent.setup();
    setStepValue('description', 'A ring');
    profile$.steps.description.confidence_score.set(70);
    renderPanel();

    await user.click(screen.getByRole('button', { name: 'Edit Description' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit Description' }), '  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(profile$.steps.description.peek()).toMatchObject({ data: 'A ring', confidence_score: 70 });

    await user.click(screen.getByRole('button', { name: 'Edit Description' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit Description' }), ' with a sensor');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(profile$.steps.description.data.peek()).toBe('A ring with a sensor');
  });

  it('cancels on Escape and on blur', async () => {
    const user = userEvent.setup();
    setStepValue('device_name', 'PulseRing');
    renderPanel();

    await user.click(screen.getByRole('button', { name: 'Edit Device Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit Device Name' }), 'XYZ{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit Device Name' })).not.toBeInTheDocument();
    expect(profile$.steps.device_name.data.peek()).toBe('PulseRing');

    await user.click(screen.getByRole('button', { name: 'Edit Device Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit Device Name' }), 'XYZ');
    await user.click(screen.getByRole('heading', { name: 'Device Profile' }));
    expect(screen.queryByRole('textbox', { name: 'Edit Device Name' })).not.toBeInTheDocument();
    expect(profile$.steps.device_name.data.peek()).toBe('PulseRing');
  });

  it("shows the document a value was read from under it, until the user edits the value", async () => {
    const user = userEvent.setup();
    const update = readToolCall({ field: 'description', value: 'A hollow fiber membrane oxygenator', confidence_score: 85, source: 'K231414.pdf' });
    profile$.steps.set((steps) => applyProfileUpdate(steps, update!));
    renderPanel();
    expect(within(card('Description')).getByText('From K231414.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Description' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit Description' }), ' with an integrated heat exchanger{Enter}');
    expect(profile$.steps.description.peek()).toMatchObject({ data: 'A hollow fiber membrane oxygenator with an integrated heat exchanger', source: null });
    expect(within(card('Description')).queryByText(/^From /)).not.toBeInTheDocument();
  });

  it('offers no inline edit for empty steps, Attachments or Finalize', () => {
    profile$.steps.attachments.data.set([{ name: 'spec-sheet.pdf', size: 20480 }]);
    markFinalized();
    renderPanel();

    expect(within(card('Attachments')).getByText('spec-sheet.pdf')).toBeInTheDocument();
    expect(within(card('Finalize')).getByText('Finalized')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('offers to fill in a required step still empty, and saves what the user types there', async () => {
    const user = userEvent.setup();
    const registrations = [setNavigator(() => {}), commandRegistry.register(fillFieldCommand)];
    try {
      setStepValue('device_name', 'PulseRing');
      renderPanel();
      expect(screen.queryByRole('button', { name: 'Fill in Device Name' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Fill in Key Specifications' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Fill in Intended Use' }));
      await user.type(await screen.findByRole('textbox', { name: 'Edit Intended Use' }), '  Home SpO2 checks {Enter}');
      expect(profile$.steps.intended_use.peek()).toMatchObject({ data: 'Home SpO2 checks', confidence_score: 100 });
      expect(screen.queryByRole('button', { name: 'Fill in Intended Use' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Fill in Description' })).toBeInTheDocument();
    } finally {
      registrations.forEach((registration) => registration.dispose());
    }
  });
});
