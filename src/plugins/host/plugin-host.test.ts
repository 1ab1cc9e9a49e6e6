import { afterEach, describe, expect, it } from 'vitest';
import { CommandRegistry } from '../../commands/registry';
import { contextKeys$, setContextKey } from '../../commands/context';
import type { Command } from '../../commands/types';
import { createContributionRegistry } from './contributions';
import { createRequestBus } from './create-request-bus';
import { definePlugin } from './define-plugin';
import { PluginError, PluginHost } from './plugin-host';
import { NoHandlerError } from './request-errors';
import type { PluginApi, PluginDefinition } from './types';

const Nothing = () => null;

function command(id: string): Command {
  return { id, title: id, category: 'Test', run() {} };
}

function setup() {
  const registry = new CommandRegistry();
  const bus = createRequestBus();
  const contributions = createContributionRegistry();
  const errors: PluginError[] = [];
  const host = new PluginHost({ registry, bus, contributions, setContext: setContextKey, onError: (e) => errors.push(e) });
  hosts.push(host);
  return { host, registry, bus, contributions, errors };
}

const hosts: PluginHost[] = [];
afterEach(() => {
  hosts.splice(0).forEach((host) => host.deactivateAll());
});

/** A plugin that records its activation and deactivation in `log`. */
function recorded(log: string[], id: string, requires: string[] = [], activate?: (api: PluginApi) => void): PluginDefinition {
  return definePlugin({
    id,
    requires,
    activate(api) {
      log.push(`+${id}`);
      api.onDispose(() => log.push(`-${id}`));
      activate?.(api);
    },
  });
}

describe('PluginHost.activate', () => {
  it('activates plugins after the plugins they require, otherwise in the given order', async () => {
    const { host } = setup();
    const log: string[] = [];

    await host.activate([recorded(log, 'risk', ['workflow', 'predicate']), recorded(log, 'predicate', ['workflow']), recorded(log, 'workflow'), recorded(log, 'chat')]);

    expect(log).toEqual(['+workflow', '+predicate', '+risk', '+chat']);
    expect(host.activeIds).toEqual(['workflow', 'predicate', 'risk', 'chat']);
  });

  it('awaits async activation before activating dependents', async () => {
    const { host } = setup();
    const log: string[] = [];
    const slow = definePlugin({
      id: 'slow',
      async activate() {
        await new Promise((resolve) => setTimeout(resolve, 10));
        log.push('+slow');
      },
    });

    await host.activate([recorded(log, 'after', ['slow']), slow]);

    expect(log).toEqual(['+slow', '+after']);
  });

  it('accepts requirements already active from an earlier call', async () => {
    const { host } = setup();
    const log: string[] = [];
    await host.activate([recorded(log, 'workflow')]);
    await host.activate([recorded(log, 'risk', ['workflow'])]);
    expect(host.activeIds).toEqual(['workflow', 'risk']);
  });

  it('refuses an unknown requirement, naming both plugins, and activates nothing', async () => {
    const { host } = setup();
    const log: string[] = [];

    await expect(host.activate([recorded(log, 'workflow'), recorded(log, 'risk', ['workflow', 'scoring'])])).rejects.toThrow(
      "Unknown plugin requirement: 'risk' requires 'scoring'",
    );
    expect(log).toEqual([]);
    expect(host.activeIds).toEqual([]);
  });

  it('refuses a cycle, naming the plugins in it, and activates nothing', async () => {
    const { host } = setup();
    const log: string[] = [];

    await expect(
      host.activate([recorded(log, 'base'), recorded(log, 'a', ['base', 'c']), recorded(log, 'b', ['a']), recorded(log, 'c', ['b'])]),
    ).rejects.toThrow("Plugin requirements form a cycle: 'a' -> 'c' -> 'b' -> 'a'");
    expect(log).toEqual([]);
  });

  it('refuses a plugin listed twice or already active', async () => {
    const { host } = setup();
    const log: string[] = [];
    await expect(host.activate([recorded(log, 'x'), recorded(log, 'x')])).rejects.toThrow("Plugin 'x' is listed twice or already active");
    await host.activate([recorded(log, 'y')]);
    await expect(host.activate([recorded(log, 'y')])).rejects.toThrow("Plugin 'y' is listed twice or already active");
  });

  it('rolls back a plugin whose activate throws, reports it and skips its dependents', async () => {
    const { host, registry, bus, contributions, errors } = setup();
    const log: string[] = [];
    const broken = recorded(log, 'broken', [], (api) => {
      api.registerCommand(command('broken.run'));
      api.registerStep({ step: 'risk', component: Nothing });
      api.registerSidePanel({ id: 'broken-panel', title: 'Broken', component: Nothing });
      api.setContext('broken.ready', true);
      api.bus.handle('devices', 'broken', () => 1);
      throw new Error('no database');
    });

    await host.activate([broken, recorded(log, 'dependent', ['broken']), recorded(log, 'independent')]);

    expect(log).toEqual(['+broken', '-broken', '+independent']);
    expect(host.activeIds).toEqual(['independent']);
    expect(registry.get('broken.run')).toBeUndefined();
    expect(contributions.stepContribution('risk')).toBeUndefined();
    expect(contributions.contributions$.sidePanels.peek()).toEqual([]);
    expect('broken.ready' in contextKeys$.peek()).toBe(false);
    await expect(bus.request('devices', 'broken', null)).rejects.toBeInstanceOf(NoHandlerError);
    expect(errors.map((e) => [e.pluginId, e.message])).toEqual([
      ['broken', "Plugin 'broken' failed to activate: no database"],
      ['dependent', "Plugin 'dependent' was not activated: it requires 'broken', which failed to activate"],
    ]);
    expect(errors[0]?.cause).toEqual(new Error('no database'));
  });

  it('rejects a second panel for the same step: the second plugin fails, the first keeps its panel', async () => {
    const { host, contributions, errors } = setup();
    const First = () => null;
    const first = definePlugin({ id: 'first', activate: (api) => void api.registerStep({ step: 'risk', component: First }) });
    const second = definePlugin({ id: 'second', activate: (api) => void api.registerStep({ step: 'risk', component: Nothing }) });

    await host.activate([first, second]);

    expect(contributions.stepContribution('risk')?.component).toBe(First);
    expect(host.activeIds).toEqual(['first']);
    expect(errors[0]?.message).toBe("Plugin 'second' failed to activate: The step 'risk' already has a panel contribution");
  });
});

describe('PluginHost.deactivate', () => {
  it('disposes all the plugin registered: commands, steps, side panels, context keys, bus handlers, onDispose', async () => {
    const { host, registry, bus, contributions } = setup();
    const log: string[] = [];
    await host.activate([
      recorded(log, 'risk', [], (api) => {
        api.registerCommand(command('risk.refresh'));
        api.registerStep({ step: 'risk', component: Nothing });
        api.registerSidePanel({ id: 'risk-snapshot', title: 'AI snapshot', component: Nothing, steps: ['risk'] });
        api.setContext('risk.loaded', true);
        api.bus.handle('devices', 'risk', () => 'high');
      }),
    ]);
    expect(registry.get('risk.refresh')).toBeDefined();
    expect(contextKeys$.peek()['risk.loaded']).toBe(true);
    await expect(bus.request('devices', 'risk', null)).resolves.toBe('high');

    host.deactivate('risk');

    expect(log).toEqual(['+risk', '-risk']);
    expect(registry.get('risk.refresh')).toBeUndefined();
    expect(contributions.stepContribution('risk')).toBeUndefined();
    expect(contributions.contributions$.sidePanels.peek()).toEqual([]);
    expect('risk.loaded' in contextKeys$.peek()).toBe(false);
    await expect(bus.request('devices', 'risk', null)).rejects.toBeInstanceOf(NoHandlerError);
    expect(host.isActive('risk')).toBe(false);
  });

  it('deactivates the dependents first, newest first', async () => {
    const { host } = setup();
    const log: string[] = [];
    await host.activate([
      recorded(log, 'workflow'),
      recorded(log, 'predicate', ['workflow']),
      recorded(log, 'risk', ['predicate']),
      recorded(log, 'chat'),
    ]);
    log.length = 0;

    host.deactivate('workflow');

    expect(log).toEqual(['-risk', '-predicate', '-workflow']);
    expect(host.activeIds).toEqual(['chat']);
  });

  it('deactivateAll undoes every plugin in reverse activation order', async () => {
    const { host } = setup();
    const log: string[] = [];
    await host.activate([recorded(log, 'a'), recorded(log, 'b', ['a']), recorded(log, 'c')]);
    log.length = 0;

    host.deactivateAll();

    expect(log).toEqual(['-c', '-b', '-a']);
    expect(host.activeIds).toEqual([]);
  });

  it('throws for a plugin that is not active', () => {
    const { host } = setup();
    expect(() => host.deactivate('ghost')).toThrow("Plugin 'ghost' is not active");
  });

  it('refuses registrations through the api of a deactivated plugin', async () => {
    const { host } = setup();
    let kept: PluginApi | undefined;
    await host.activate([definePlugin({ id: 'late', activate: (api) => void (kept = api) })]);
    host.deactivate('late');

    expect(() => kept?.registerCommand(command('late.run'))).toThrow("Plugin 'late' is no longer active");
    expect(() => kept?.setContext('late.key', 1)).toThrow("Plugin 'late' is no longer active");
  });

  it('reports a failing disposal and still disposes the rest', async () => {
    const { host, registry, errors } = setup();
    await host.activate([
      definePlugin({
        id: 'leaky',
        activate(api) {
          api.registerCommand(command('leaky.run'));
          api.onDispose(() => {
            throw new Error('timer already gone');
          });
        },
      }),
    ]);

    host.deactivate('leaky');

    expect(registry.get('leaky.run')).toBeUndefined();
    expect(errors.map((e) => e.message)).toEqual(["Plugin 'leaky' failed to dispose: timer already gone"]);
  });
});

describe('PluginApi.setContext', () => {
  it('keeps the latest value of a key and removes it with the plugin', async () => {
    const { host } = setup();
    let api: PluginApi | undefined;
    await host.activate([definePlugin({ id: 'steps', activate: (a) => void (api = a) })]);

    api?.setContext('steps.current', 1);
    api?.setContext('steps.current', 2);
    expect(contextKeys$.peek()['steps.current']).toBe(2);

    host.deactivate('steps');
    expect('steps.current' in contextKeys$.peek()).toBe(false);
  });

  it('a disposable returned by a registration can be disposed early, once', async () => {
    const { host, registry } = setup();
    await host.activate([
      definePlugin({
        id: 'early',
        activate(api) {
          api.registerCommand(command('early.run')).dispose();
          api.registerCommand(command('early.run'));
        },
      }),
    ]);
    expect(registry.get('early.run')).toBeDefined();
    host.deactivate('early');
    expect(registry.get('early.run')).toBeUndefined();
  });
});
