import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommandRegistry } from '../registry';
import { recentCommandIds$, recordRecentCommand, RECENT_COMMANDS_STORAGE_KEY, trackRecentCommands } from './recent';

afterEach(() => recentCommandIds$.set([]));

describe('recent commands', () => {
  it('keeps the most recent first, without duplicates, at most 20', () => {
    for (let i = 0; i < 25; i++) recordRecentCommand(`test.c${i}`);
    recordRecentCommand('test.c20');
    const ids = recentCommandIds$.get();
    expect(ids).toHaveLength(20);
    expect(ids.slice(0, 3)).toEqual(['test.c20', 'test.c24', 'test.c23']);
    expect(new Set(ids).size).toBe(20);
  });

  it("persists to localStorage under 'clearway.palette.recent.v1'", async () => {
    recordRecentCommand('risk.refresh');
    recordRecentCommand('workflow.next');
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem(RECENT_COMMANDS_STORAGE_KEY) ?? 'null')).toEqual([
        'workflow.next',
        'risk.refresh',
      ]),
    );
  });

  it('records successful runs from any source, not failures nor opening the palette', async () => {
    const registry = new CommandRegistry({ getContext: () => ({}) });
    const tracking = trackRecentCommands(registry);
    registry.register({ id: 'risk.refresh', title: 'Refresh', category: 'Risk', run: () => {} });
    registry.register({ id: 'workflow.next', title: 'Next', category: 'Workflow', run: () => {} });
    registry.register({ id: 'palette.toggle', title: 'Command Palette', category: 'General', run: () => {} });
    registry.register({
      id: 'risk.fail',
      title: 'Fail',
      category: 'Risk',
      run: () => {
        throw new Error('Data Loading Error');
      },
    });

    await registry.executeUnchecked('risk.refresh', undefined, 'keyboard');
    await registry.executeUnchecked('workflow.next', undefined, 'button');
    await registry.executeUnchecked('palette.toggle', undefined, 'keyboard');
    await registry.executeUnchecked('risk.fail', undefined, 'palette').catch(() => {});
    expect(recentCommandIds$.get()).toEqual(['workflow.next', 'risk.refresh']);

    tracking.dispose();
    await registry.executeUnchecked('risk.refresh', undefined, 'api');
    expect(recentCommandIds$.get()).toEqual(['workflow.next', 'risk.refresh']);
  });
});

describe('recent commands, loaded from storage', () => {
  afterEach(() => vi.resetModules());

  it('restores the stored list on start', async () => {
    localStorage.setItem(RECENT_COMMANDS_STORAGE_KEY, JSON.stringify(['risk.refresh', 'workflow.next']));
    vi.resetModules();
    const fresh = await import('./recent');
    expect(fresh.recentCommandIds$.get()).toEqual(['risk.refresh', 'workflow.next']);
  });

  it('drops a stored value of another shape', async () => {
    localStorage.setItem(RECENT_COMMANDS_STORAGE_KEY, JSON.stringify({ ids: 'risk.refresh' }));
    vi.resetModules();
    const fresh = await import('./recent');
    expect(fresh.recentCommandIds$.get()).toEqual([]);
  });
});
