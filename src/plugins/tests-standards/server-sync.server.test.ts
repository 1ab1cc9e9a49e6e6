import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueAnalysis, catalogueRows } from '../../../server/modules/test-results/testing/catalogue-results.ts';
import { useClientTestServer } from '../../../tests/client-test-server';
import { clearAllCache } from '../../app/workflow/clear-cache';
import { setContextKey } from '../../commands/context';
import type { Disposable } from '../../commands/types';
import { toast } from '../../panels/toast';
import { SIGNED_IN_KEY } from '../account/commands';
import { SELECTED_PRODUCT_CODE_KEY } from '../classification/context-keys';
import { definePlugin } from '../host/define-plugin';
import { PluginHost } from '../host/plugin-host';
import { SAVE_DELAY_MS, syncTestResults, SYNC_MESSAGES } from './server-sync';
import { testsStandards$ } from './store';

/** The Tests & Standards results kept on the real server (loopback) as a browser edits them. */
const running = useClientTestServer();
const rows = catalogueRows(5);
const hosts: PluginHost[] = [];
const keys: Disposable[] = [];

afterEach(() => {
  hosts.splice(0).forEach((host) => host.deactivateAll());
  keys.splice(0).forEach((key) => key.dispose());
  vi.restoreAllMocks();
});

/** A browser signed in as Alice with DQY selected, its sync running. */
async function openBrowser(): Promise<void> {
  const host = new PluginHost({ services: running.servicesOf(running.alice) });
  hosts.push(host);
  await host.activate([definePlugin({ id: 'sync-test', activate: syncTestResults })]);
  keys.push(setContextKey(SIGNED_IN_KEY, true), setContextKey(SELECTED_PRODUCT_CODE_KEY, 'DQY'));
}
const saved = () => running.servicesOf(running.alice).testResults.get('DQY');
const SAVED_IN_TIME = { timeout: SAVE_DELAY_MS + 4000 };

describe('syncTestResults', { timeout: 20_000 }, () => {
  it('saves the edits a second after the last one, and a new browser reads them', async () => {
    clearAllCache({ reload: false });
    await openBrowser();
    testsStandards$.rowsByProductCode.DQY!.set(rows);
    const analysis = catalogueAnalysis(rows);
    testsStandards$.analysisByProductCode.DQY!.set({ aiSnapshot: analysis.ai_snapshot, engine: analysis.engine, sources: analysis.sources, updatedAt: '2026-11-20T09:00:00.000Z' });
    await waitFor(async () => expect((await saved()).rows).toEqual(rows), SAVED_IN_TIME);
    expect(await saved()).toMatchObject({ version: 1, analysis: { ai_snapshot: analysis.ai_snapshot } });

    hosts.splice(0).forEach((host) => host.deactivateAll());
    keys.splice(0).forEach((key) => key.dispose());
    clearAllCache({ reload: false });
    expect(testsStandards$.rowsByProductCode.DQY!.peek()).toBeUndefined();
    await openBrowser();
    await waitFor(() => expect(testsStandards$.rowsByProductCode.DQY!.peek()).toEqual(rows));
    expect(testsStandards$.analysisByProductCode.DQY!.peek()?.aiSnapshot).toBe(analysis.ai_snapshot);
    expect(testsStandards$.savedVersionByProductCode.DQY!.peek()).toBe(1);
  });

  it("brings in another window's newer save instead of overwriting it, and says so", async () => {
    const infos: string[] = [];
    vi.spyOn(toast, 'info').mockImplementation((message: string) => infos.push(message));
    await openBrowser();
    await waitFor(() => expect(testsStandards$.savedVersionByProductCode.DQY!.peek()).toBe(1));

    const other = await running.servicesOf(running.alice).testResults.save('DQY', { rows: rows.slice(0, 2), analysis: null, base_version: 1 });
    testsStandards$.rowsByProductCode.DQY!.set(rows.slice(0, 4));
    await waitFor(() => expect(infos).toEqual([SYNC_MESSAGES.replaced('DQY')]), SAVED_IN_TIME);
    expect(testsStandards$.rowsByProductCode.DQY!.peek()).toEqual(other.rows);
    expect(testsStandards$.savedVersionByProductCode.DQY!.peek()).toBe(other.version);
    expect(await saved()).toMatchObject({ rows: other.rows, version: other.version });
  });
});
