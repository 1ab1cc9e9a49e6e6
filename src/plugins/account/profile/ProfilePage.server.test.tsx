import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useClientTestServer } from '../../../../tests/client-test-server';
import { renderWithServices } from '../../../../tests/render-with-services';
import { clearAllCache } from '../../../app/workflow/clear-cache';
import { profile$ } from '../../device-profiler/store';
import { PROFILE_TEXTS as TEXT } from './profile-texts';
import { ProfilePage } from './ProfilePage';
import { prefillProfilerRole } from './role-prefill';

/** The profile page against the real server on loopback (REST /administrative/profile). */
const running = useClientTestServer();
const field = (name: keyof typeof TEXT.fields) => screen.getByRole('textbox', { name: TEXT.fields[name].label });

beforeEach(() => clearAllCache({ reload: false }));

describe('ProfilePage', { timeout: 20_000 }, () => {
  it('loads the saved profile, saves the edits, and fills the empty profiler Role from the role', async () => {
    await running.servicesOf(running.alice).account.saveProfile({ name: 'Alice Moreau', company: 'Acme Devices' });
    renderWithServices(<ProfilePage />, running.servicesOf(running.alice));
    await waitFor(() => expect(field('name')).toHaveValue('Alice Moreau'));
    expect(screen.getByText(`${TEXT.email} ${running.alice.email}`)).toBeInTheDocument();

    await userEvent.type(field('role'), 'Regulatory Affairs Manager');
    await userEvent.type(field('product'), 'A wearable ECG patch');
    await userEvent.click(screen.getByRole('button', { name: TEXT.save }));
    await waitFor(async () => expect(await running.servicesOf(running.alice).account.profile()).toMatchObject({ role: 'Regulatory Affairs Manager', product: 'A wearable ECG patch', company: 'Acme Devices' }));
    expect(profile$.steps.role.data.peek()).toBe('Regulatory Affairs Manager');
    expect(await running.servicesOf(running.bob).account.profile()).toMatchObject({ name: '', role: '' });
  });

  it('keeps a Role the user already gave the profiler', () => {
    profile$.steps.role.data.set('Consultant');
    expect(prefillProfilerRole('Regulatory Affairs Manager')).toBe(false);
    expect(profile$.steps.role.data.peek()).toBe('Consultant');
    profile$.steps.role.data.set('');
    expect(prefillProfilerRole('  ')).toBe(false);
    expect(prefillProfilerRole('Quality Engineer')).toBe(true);
  });
});
