import userEvent from '@testing-library/user-event';
import { type } from 'arktype';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installKeymap, type KeymapOptions } from './keymap';
import { CommandRegistry, type CommandExecution } from './registry';
import type { Command, Disposable } from './types';

const cleanups: Disposable[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup.dispose();
  document.body.innerHTML = '';
});

function setup(context: Record<string, unknown> = {}, options: Partial<KeymapOptions> = {}) {
  const registry = new CommandRegistry({ getContext: () => context });
  const executions: CommandExecution[] = [];
  registry.onDidExecute((execution) => executions.push(execution));
  const openPalette = vi.fn();
  const onBlocked = vi.fn();
  const onError = vi.fn();
  cleanups.push(installKeymap(window, { registry, openPalette, onBlocked, onError, ...options }));
  return { registry, context, executions, openPalette, onBlocked, onError, user: userEvent.setup() };
}

function command(id: string, keys: string[], extra: Partial<Command<unknown>> = {}): Command<unknown> {
  return { id, title: id, category: 'Test', keys, run: vi.fn(), ...extra };
}

function field(html: string): HTMLElement {
  document.body.innerHTML = html;
  const element = document.body.firstElementChild as HTMLElement;
  element.focus();
  return element;
}

describe('installKeymap', () => {
  it('runs a command from its shortcut with source keyboard', async () => {
    const { registry, executions, user } = setup();
    const next = command('workflow.next', ['Alt+ArrowRight']);
    registry.register(next);

    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');

    expect(next.run).toHaveBeenCalledWith(undefined, expect.objectContaining({ source: 'keyboard' }));
    expect(executions).toMatchObject([{ id: 'workflow.next', source: 'keyboard', ok: true }]);
  });

  it.each([
    ['an input', '<input type="text" />'],
    ['a textarea', '<textarea></textarea>'],
    ['a select', '<select><option>a</option></select>'],
    ['a contenteditable', '<div contenteditable="true" tabindex="0"><span>text</span></div>'],
  ])('ignores shortcuts while typing in %s', async (_name, html) => {
    const { registry, user } = setup();
    const refresh = command('risk.refresh', ['r']);
    const next = command('workflow.next', ['Alt+ArrowRight']);
    registry.register(refresh);
    registry.register(next);
    field(html);

    await user.keyboard('r{Alt>}{ArrowRight}{/Alt}');

    expect(refresh.run).not.toHaveBeenCalled();
    expect(next.run).not.toHaveBeenCalled();
  });

  it('still runs the palette toggle ($mod+K) while typing', async () => {
    const { registry, user } = setup();
    const toggle = command('palette.toggle', ['$mod+K']);
    registry.register(toggle);
    field('<input type="text" />');

    await user.keyboard('{Control>}k{/Control}');

    expect(toggle.run).toHaveBeenCalledTimes(1);
  });

  it('a disabled command does nothing and reports the reason through onBlocked', async () => {
    const { registry, onBlocked, onError, executions, user } = setup({ 'scenario.selected': false });
    const next = command('workflow.next', ['Alt+ArrowRight'], {
      enabled: (ctx) => (ctx['scenario.selected'] ? true : 'To proceed, select a Scenario first!'),
    });
    registry.register(next);

    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');

    expect(next.run).not.toHaveBeenCalled();
    expect(onBlocked).toHaveBeenCalledWith('workflow.next', 'To proceed, select a Scenario first!');
    expect(onError).not.toHaveBeenCalled();
    expect(executions).toEqual([]);
  });

  it('a hidden command ignores its shortcut; among commands sharing a key the last visible one wins', async () => {
    const context: Record<string, unknown> = { step: 'risk' };
    const { registry, user } = setup(context);
    const riskRefresh = command('risk.refresh', ['Shift+R'], { when: (ctx) => ctx['step'] === 'risk' });
    const predicateRefresh = command('predicate.refresh', ['Shift+R'], { when: (ctx) => ctx['step'] === 'predicate' });
    registry.register(riskRefresh);
    registry.register(predicateRefresh);

    await user.keyboard('{Shift>}R{/Shift}');
    expect(riskRefresh.run).toHaveBeenCalledTimes(1);
    expect(predicateRefresh.run).not.toHaveBeenCalled();

    context['step'] = 'predicate';
    await user.keyboard('{Shift>}R{/Shift}');
    expect(predicateRefresh.run).toHaveBeenCalledTimes(1);

    context['step'] = 'finalize';
    await user.keyboard('{Shift>}R{/Shift}');
    expect(riskRefresh.run).toHaveBeenCalledTimes(1);
    expect(predicateRefresh.run).toHaveBeenCalledTimes(1);
  });

  it('binds commands registered after install and unbinds disposed ones', async () => {
    const { registry, user } = setup();
    const refresh = command('risk.refresh', ['Shift+R']);
    const registration = registry.register(refresh);

    await user.keyboard('{Shift>}R{/Shift}');
    expect(refresh.run).toHaveBeenCalledTimes(1);

    registration.dispose();
    await user.keyboard('{Shift>}R{/Shift}');
    expect(refresh.run).toHaveBeenCalledTimes(1);
  });

  it('stops listening when disposed', async () => {
    const registry = new CommandRegistry({ getContext: () => ({}) });
    const refresh = command('risk.refresh', ['Shift+R']);
    registry.register(refresh);
    installKeymap(window, { registry, openPalette: vi.fn() }).dispose();

    await userEvent.setup().keyboard('{Shift>}R{/Shift}');
    expect(refresh.run).not.toHaveBeenCalled();
  });

  it('opens the palette on the argument page of a command with required args and a prompt', async () => {
    const { registry, openPalette, user } = setup();
    const add = command('classification.add-code', ['$mod+Shift+A'], {
      args: type('string'),
      prompt: { placeholder: 'Product code, e.g. DQY' },
    });
    registry.register(add);

    await user.keyboard('{Control>}{Shift>}A{/Shift}{/Control}');

    expect(openPalette).toHaveBeenCalledWith('classification.add-code');
    expect(add.run).not.toHaveBeenCalled();
  });

  it('does not bind a command with required args and no prompt; optional args run with none', async () => {
    const { registry, openPalette, user } = setup();
    const needsArgs = command('predicate.compare', ['Shift+C'], { args: type('string[]') });
    const optionalArgs = command('risk.range', ['Shift+Y'], { args: type('number | undefined') });
    registry.register(needsArgs);
    registry.register(optionalArgs);

    await user.keyboard('{Shift>}CY{/Shift}');

    expect(needsArgs.run).not.toHaveBeenCalled();
    expect(openPalette).not.toHaveBeenCalled();
    expect(optionalArgs.run).toHaveBeenCalledWith(undefined, expect.anything());
  });

  it('reports a failing run through onError instead of an unhandled rejection', async () => {
    const { registry, onError, user } = setup();
    const failure = new Error('Data Loading Error');
    registry.register(
      command('risk.refresh', ['Shift+R'], {
        run: () => Promise.reject(failure),
      }),
    );

    await user.keyboard('{Shift>}R{/Shift}');

    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith('risk.refresh', failure));
  });
});
