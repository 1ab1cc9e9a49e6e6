import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type } from 'arktype';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setContextKey } from '../context';
import { installKeymap } from '../keymap';
import { CommandRegistry, type AnyCommand } from '../registry';
import type { Disposable } from '../types';
import { CommandPalette } from './CommandPalette';
import { paletteCommands } from './palette-commands';
import { closePalette, openPalette, palette$ } from './palette-store';
import { recentCommandIds$, trackRecentCommands } from './recent';

const cleanups: Disposable[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup.dispose();
  act(() => closePalette());
  recentCommandIds$.set([]);
});

function setup(commands: AnyCommand[]) {
  const registry = new CommandRegistry();
  for (const command of [...paletteCommands, ...commands]) cleanups.push(registry.register(command));
  cleanups.push(installKeymap(window, { registry, openPalette }), trackRecentCommands(registry));
  render(<CommandPalette registry={registry} />);
  return { registry, user: userEvent.setup() };
}

const refresh = () => ({
  id: 'risk.refresh',
  title: 'Refresh Risk Data',
  category: 'Risk',
  keywords: ['reload', 'recalls'],
  keys: ['Shift+R'],
  run: vi.fn(),
});

const addCode = () => ({
  id: 'classification.add-code',
  title: 'Add Product Code',
  category: 'Scenario',
  keywords: ['search', 'scenario'],
  args: type({ code: /^[A-Z]{3}$/ }),
  prompt: { placeholder: 'Product code, e.g. DQY', fromText: (text: string) => ({ code: text.trim() }) },
  run: vi.fn(),
});

const search = () => screen.getByRole('combobox', { name: 'Search commands' });
const groupNames = () =>
  screen.getAllByRole('group').map((group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent);

async function openWithShortcut(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  return screen.getByRole('dialog', { name: 'Command palette' });
}

describe('CommandPalette', () => {
  it('opens with $mod+K, focused and listing commands by category; Escape closes it', async () => {
    const { user } = setup([refresh(), addCode()]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const dialog = await openWithShortcut(user);

    expect(dialog).toHaveAttribute('data-testid', 'command-palette');
    expect(search()).toHaveFocus();
    expect(groupNames()).toEqual(['General', 'Risk', 'Scenario']);
    expect(screen.getByRole('option', { name: /Refresh Risk Data/ })).toHaveTextContent('Shift+R');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(palette$.open.peek()).toBe(false);
  });

  it('filters by keyword', async () => {
    const { user } = setup([refresh(), addCode()]);
    await openWithShortcut(user);

    await user.type(search(), 'recalls');

    expect(screen.getAllByRole('option').map((o) => o.querySelector('.cw-palette-item-title')?.textContent)).toEqual([
      'Refresh Risk Data',
    ]);
  });

  it('runs the chosen command with source palette and closes', async () => {
    const command = refresh();
    const { registry, user } = setup([command]);
    const sources: string[] = [];
    cleanups.push(registry.onDidExecute((e) => sources.push(e.source)));
    await openWithShortcut(user);

    await user.type(search(), 'refresh risk');
    await user.keyboard('{Enter}');

    expect(command.run).toHaveBeenCalledWith(undefined, expect.objectContaining({ source: 'palette' }));
    expect(sources).toEqual(['keyboard', 'palette']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows why a command is disabled and does not run it', async () => {
    const next = {
      id: 'workflow.next',
      title: 'Next Step',
      category: 'Workflow',
      enabled: (ctx: Record<string, unknown>) => (ctx['scenario.selected'] ? true : 'To proceed, select a Scenario first!'),
      run: vi.fn(),
    };
    const { user } = setup([next]);
    await openWithShortcut(user);

    const item = screen.getByRole('option', { name: /Next Step/ });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(within(item).getByText('To proceed, select a Scenario first!')).toBeVisible();

    await user.click(item);
    await user.type(search(), 'next{Enter}');
    expect(next.run).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    act(() => cleanups.push(setContextKey('scenario.selected', 'DQY')));
    expect(screen.getByRole('option', { name: /Next Step/ })).toHaveAttribute('aria-disabled', 'false');
  });

  it('asks for arguments on a page of their own, validates inline, then runs with the typed value', async () => {
    const command = addCode();
    const { user } = setup([command]);
    await openWithShortcut(user);

    await user.click(screen.getByRole('option', { name: /Add Product Code/ }));
    expect(search()).toHaveAttribute('placeholder', 'Product code, e.g. DQY');
    expect(search()).toHaveValue('');
    expect(search()).toHaveFocus();

    await user.type(search(), 'dq{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(/^code must be matched by/);
    expect(command.run).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.clear(search());
    await user.type(search(), ' DQY {Enter}');
    expect(command.run).toHaveBeenCalledWith({ code: 'DQY' }, expect.objectContaining({ source: 'palette' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes back to the root page with Backspace on an empty input or Escape', async () => {
    const { user } = setup([addCode()]);
    act(() => openPalette('classification.add-code'));
    expect(search()).toHaveAttribute('placeholder', 'Product code, e.g. DQY');

    await user.keyboard('{Backspace}');
    expect(search()).toHaveAttribute('placeholder', 'Type a command or search…');

    await user.click(screen.getByRole('option', { name: /Add Product Code/ }));
    await user.type(search(), 'D');
    await user.keyboard('{Backspace}');
    expect(search()).toHaveAttribute('placeholder', 'Product code, e.g. DQY');

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(search()).toHaveAttribute('placeholder', 'Type a command or search…');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the choices of a prompt and runs with the chosen value', async () => {
    const step = {
      id: 'workflow.go-to',
      title: 'Go to Step',
      category: 'Workflow',
      args: type("'risk' | 'predicate'"),
      prompt: {
        placeholder: 'Which step?',
        choices: () => [
          { label: 'Risk', value: 'risk' as const },
          { label: 'Predicate', value: 'predicate' as const },
        ],
      },
      run: vi.fn(),
    };
    const { user } = setup([step]);
    act(() => openPalette('workflow.go-to'));

    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Risk', 'Predicate']);
    await user.click(screen.getByRole('option', { name: 'Predicate' }));

    expect(step.run).toHaveBeenCalledWith('predicate', expect.anything());
  });

  it('shows an error thrown by the command inline and stays open', async () => {
    const failing = {
      id: 'risk.refresh',
      title: 'Refresh Risk Data',
      category: 'Risk',
      run: () => Promise.reject(new Error('Data Loading Error')),
    };
    const { user } = setup([failing]);
    await openWithShortcut(user);

    await user.click(screen.getByRole('option', { name: /Refresh Risk Data/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Data Loading Error');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('lists a command under Recent after it ran, from any source', async () => {
    const { user } = setup([refresh(), addCode()]);
    await user.keyboard('{Shift>}R{/Shift}');

    await openWithShortcut(user);

    expect(groupNames()).toEqual(['Recent', 'General', 'Scenario']);
    const [recentGroup] = screen.getAllByRole('group');
    expect(within(recentGroup!).getByRole('option', { name: /Refresh Risk Data/ })).toBeInTheDocument();
  });
});
