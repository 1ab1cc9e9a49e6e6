import { type, type Type } from 'arktype';
import { describe, expect, it, vi } from 'vitest';
import { CommandArgsError, CommandDisabledError, CommandNotFoundError } from './errors';
import { CommandRegistry, NOT_AVAILABLE_REASON, type CommandExecution } from './registry';
import type { Command, CommandContext, CommandSource } from './types';

function setup(context: Record<string, unknown> = {}) {
  const registry = new CommandRegistry({ getContext: () => context });
  const executions: CommandExecution[] = [];
  registry.onDidExecute((execution) => executions.push(execution));
  return { registry, context, executions };
}

function command(id: string, extra: Partial<Command<unknown>> = {}): Command<unknown> {
  return { id, title: id, category: 'Test', run: () => {}, ...extra };
}

describe('CommandRegistry.register', () => {
  it('registers, lists in order and unregisters on dispose (idempotently)', () => {
    const { registry } = setup();
    const a = registry.register(command('test.a'));
    registry.register(command('test.b'));
    expect(registry.list().map((c) => c.id)).toEqual(['test.a', 'test.b']);
    expect(registry.get('test.a')?.title).toBe('test.a');

    a.dispose();
    a.dispose();
    expect(registry.get('test.a')).toBeUndefined();
    expect(registry.list().map((c) => c.id)).toEqual(['test.b']);
  });

  it('throws on a duplicate id and keeps the first command', () => {
    const { registry } = setup();
    const first = command('test.dup');
    registry.register(first);
    expect(() => registry.register(command('test.dup'))).toThrow(new Error("Command 'test.dup' is already registered"));
    expect(registry.get('test.dup')).toBe(first);
  });

  it.each(['nodot', 'Test.verb', 'test.', '.verb', 'test.Verb', 'test.verb.more', '1test.verb', 'test.ve rb'])(
    'rejects the id %j and registers nothing',
    (id) => {
      const { registry } = setup();
      expect(() => registry.register(command(id))).toThrow(/must look like '<plugin>\.<verb>'/);
      expect(registry.list()).toEqual([]);
    },
  );

  it('accepts ids like plugin-name.verbName and plugin.verb-name', () => {
    const { registry } = setup();
    registry.register(command('risk-board.refreshAll'));
    registry.register(command('palette.go-back'));
    expect(registry.list()).toHaveLength(2);
  });

  it('rejects a prompt without an args type', () => {
    const { registry } = setup();
    expect(() => registry.register(command('test.ask', { prompt: { placeholder: 'What?' } }))).toThrow(
      "Command 'test.ask' has a prompt but no args type",
    );
  });

  it('a stale disposable does not remove a command registered again under the same id', () => {
    const { registry } = setup();
    const old = registry.register(command('test.same'));
    old.dispose();
    const again = command('test.same');
    registry.register(again);
    old.dispose();
    expect(registry.get('test.same')).toBe(again);
  });

  it('fires onDidChange on register and unregister, and keeps list() stable between changes', () => {
    const { registry } = setup();
    const onChange = vi.fn();
    const subscription = registry.onDidChange(onChange);
    const before = registry.list();
    expect(registry.list()).toBe(before);

    const registered = registry.register(command('test.a'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(registry.list()).not.toBe(before);
    registered.dispose();
    expect(onChange).toHaveBeenCalledTimes(2);

    subscription.dispose();
    registry.register(command('test.b'));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

describe('CommandRegistry.execute', () => {
  it.each<CommandSource>(['palette', 'keyboard', 'button', 'api', 'test'])('runs with source %s and records it', async (source) => {
    const { registry, context, executions } = setup({ 'auth.signedIn': true });
    const run = vi.fn();
    registry.register(command('test.run', { run }));

    await registry.executeUnchecked('test.run', undefined, source);

    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]?.[1]).toMatchObject({ source, context });
    expect(executions).toEqual([{ id: 'test.run', source, args: undefined, at: expect.any(Number), ok: true }]);
  });

  it('throws CommandNotFoundError for an unknown id and records the failure', async () => {
    const { registry, executions } = setup();
    await expect(registry.executeUnchecked('test.nothing', undefined, 'api')).rejects.toBeInstanceOf(CommandNotFoundError);
    expect(executions).toMatchObject([{ id: 'test.nothing', ok: false, error: expect.any(CommandNotFoundError) }]);
  });

  it('refuses a disabled command with its reason, without running it', async () => {
    const context: Record<string, unknown> = { 'classification.selected': false };
    const { registry } = setup(context);
    const run = vi.fn();
    registry.register(
      command('test.next', {
        enabled: (ctx: CommandContext) => (ctx['classification.selected'] ? true : 'To proceed, select a Scenario first!'),
        run,
      }),
    );

    const failure = registry.executeUnchecked('test.next', undefined, 'button');
    await expect(failure).rejects.toBeInstanceOf(CommandDisabledError);
    await expect(failure).rejects.toMatchObject({ reason: 'To proceed, select a Scenario first!' });
    expect(run).not.toHaveBeenCalled();

    context['classification.selected'] = true;
    await registry.executeUnchecked('test.next', undefined, 'button');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('refuses a command whose when is false', async () => {
    const { registry } = setup({ 'auth.signedIn': false });
    const run = vi.fn();
    registry.register(command('test.private', { when: (ctx) => ctx['auth.signedIn'] === true, run }));
    await expect(registry.executeUnchecked('test.private', undefined, 'api')).rejects.toMatchObject({
      reason: NOT_AVAILABLE_REASON,
    });
    expect(run).not.toHaveBeenCalled();
  });

  it('validates args with arktype: invalid args throw the summary and do not run', async () => {
    const { registry, executions } = setup();
    const run = vi.fn();
    registry.register<{ code: string }>({
      id: 'test.add-code',
      title: 'Add product code',
      category: 'Test',
      args: type({ code: /^[A-Z]{3}$/ }),
      run,
    });

    const failure = registry.executeUnchecked('test.add-code', { code: 'dqy' }, 'palette');
    await expect(failure).rejects.toBeInstanceOf(CommandArgsError);
    await expect(failure).rejects.toThrow(/^code must be matched by/);
    await expect(registry.executeUnchecked('test.add-code', undefined, 'palette')).rejects.toThrow(
      'must be an object (was undefined)',
    );
    expect(run).not.toHaveBeenCalled();

    await registry.executeUnchecked('test.add-code', { code: 'DQY' }, 'palette');
    expect(run).toHaveBeenCalledWith({ code: 'DQY' }, expect.anything());
    expect(executions.map((e) => e.ok)).toEqual([false, false, true]);
  });

  it('passes the arktype output (morphs applied) to run', async () => {
    const { registry } = setup();
    const run = vi.fn();
    const trimmed = type('string').pipe((s) => s.trim().toUpperCase());
    // The contract types `args` by the parsed shape, so a morphing type needs this cast.
    registry.register({ id: 'test.trim', title: 'Trim', category: 'Test', args: trimmed as unknown as Type<string>, run });
    await registry.executeUnchecked('test.trim', '  dqy ', 'api');
    expect(run).toHaveBeenCalledWith('DQY', expect.anything());
  });

  it('rejects args given to a command that takes none', async () => {
    const { registry } = setup();
    const run = vi.fn();
    registry.register(command('test.plain', { run }));
    await expect(registry.executeUnchecked('test.plain', 'surprise', 'api')).rejects.toThrow(
      new CommandArgsError('test.plain', "Command 'test.plain' takes no arguments"),
    );
    expect(run).not.toHaveBeenCalled();
  });

  it('env.execute runs nested commands through the same path, keeping the source', async () => {
    const { registry, executions } = setup();
    const inner = vi.fn();
    registry.register<string>({ id: 'test.inner', title: 'Inner', category: 'Test', args: type('string'), run: inner });
    registry.register(
      command('test.outer', {
        run: (_args, env) => (env.execute as (id: string, args: unknown) => Promise<void>)('test.inner', 'hello'),
      }),
    );

    await registry.executeUnchecked('test.outer', undefined, 'keyboard');

    expect(inner).toHaveBeenCalledWith('hello', expect.objectContaining({ source: 'keyboard' }));
    expect(executions.map((e) => [e.id, e.source, e.ok])).toEqual([
      ['test.inner', 'keyboard', true],
      ['test.outer', 'keyboard', true],
    ]);
  });

  it('emits the failed execution before the error thrown by run propagates', async () => {
    const { registry, executions } = setup();
    const boom = new Error('FDA service unavailable');
    registry.register(
      command('test.fail', {
        run: async () => {
          throw boom;
        },
      }),
    );
    let seenWhenThrown: CommandExecution[] = [];
    await registry.executeUnchecked('test.fail', undefined, 'button').catch(() => {
      seenWhenThrown = [...executions];
    });
    expect(seenWhenThrown).toEqual([
      { id: 'test.fail', source: 'button', args: undefined, at: expect.any(Number), ok: false, error: boom },
    ]);
  });

  it('a throwing onDidExecute listener does not change the outcome', async () => {
    const { registry, executions } = setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    registry.onDidExecute(() => {
      throw new Error('listener bug');
    });
    registry.register(command('test.ok'));
    await expect(registry.executeUnchecked('test.ok', undefined, 'api')).resolves.toBeUndefined();
    expect(executions).toHaveLength(1);
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('onDidExecute stops after dispose', async () => {
    const { registry } = setup();
    const listener = vi.fn();
    registry.onDidExecute(listener).dispose();
    registry.register(command('test.ok'));
    await registry.executeUnchecked('test.ok', undefined, 'api');
    expect(listener).not.toHaveBeenCalled();
  });

  it('typed execute goes through the same path', async () => {
    const { registry, executions } = setup();
    registry.register(command('palette.toggle'));
    await registry.execute('palette.toggle', undefined, 'test');
    expect(executions).toMatchObject([{ id: 'palette.toggle', source: 'test', ok: true }]);
  });
});

describe('CommandRegistry.describe / listFor', () => {
  it('reports visibility and enablement with reasons for the given context', () => {
    const { registry } = setup();
    registry.register(command('test.always'));
    registry.register(command('test.signed-in', { when: (ctx) => ctx['auth.signedIn'] === true }));
    registry.register(
      command('test.needs-scenario', {
        enabled: (ctx) => (ctx['scenario'] ? true : 'Invalid Scenario selected'),
      }),
    );

    const signedOut = registry.listFor({ 'auth.signedIn': false });
    expect(signedOut.map(({ command: c, visible, enabled }) => [c.id, visible, enabled])).toEqual([
      ['test.always', true, true],
      ['test.signed-in', false, NOT_AVAILABLE_REASON],
      ['test.needs-scenario', true, 'Invalid Scenario selected'],
    ]);
    expect(registry.describe('test.needs-scenario', { scenario: 'DQY' })).toMatchObject({ visible: true, enabled: true });
    expect(registry.describe('test.unknown', {})).toBeUndefined();
  });
});
