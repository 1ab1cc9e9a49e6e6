import { mkdtempSync } from 'node:fs';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { servicesFor } from '../../../tests/app-services';
import { useClientTestServer } from '../../../tests/client-test-server';
import { importFdaData } from '../../../server/importer/fda-import.ts';
import { bearer, createEmulatorAdmin } from '../../../server/testing/emulator-user.ts';
import { fdaDataDir } from '../../../server/testing/fda-data-dir.ts';
import { augustPmnFile, JULY_FILE, julyProductCodesFile } from '../../../server/testing/next-month-pmn.ts';
import { API_BASE_PATHS } from '../../api/contracts/api-bases';
import { FDA_REFRESH_PATH, FdaRefreshStatus } from '../../api/contracts/fda-refresh';
import { session$ } from '../../app/auth/session';
import { WatchSidebarButton, WATCH_SIDEBAR_TEXTS } from '../../app/shell/WatchSidebarButton';
import { setNavigator } from '../../app/workflow/navigation';
import { getContext } from '../../commands/context';
import { commandRegistry } from '../../commands/registry';
import type { ArgsParam, CommandId, Disposable } from '../../commands/types';
import { WATCHED_KEYS_KEY } from '../../panels/watch/watch-keys';
import { WatchButton } from '../../panels/watch/WatchButton';
import { accountPlugin } from '../account';
import { PluginHost } from '../host/plugin-host';
import { watchPlugin } from './index';
import { watch$ } from './store';
import WatchPanel from './WatchPanel';

/**
 * The watch plugin against the real server on loopback, over a small FDA folder of its own (July 2026's 510(k)s):
 * the user watches a product code from its button, an administrator refreshes the FDA data through the server's
 * refresh endpoint after a later month (augustPmnFile) lands in the folder, and the sidebar counts the new
 * clearances of the code, the Watch panel lists them and marking one seen lowers the count.
 *
 * This is the e2e step ("watch a code, import a later month, see the badge and the event") as a UI test
 * against a real server: the browser tests' server serves the full import of the shared FDA folder, where a
 * refresh of the 510(k)s re-imports every 510(k) file and retrains the classification models (minutes).
 */
const fdaFolder = mkdtempSync(path.join(tmpdir(), 'clearway-watch-fda-'));
const running = useClientTestServer({ FDA_DATA_DIR: fdaFolder });
const august = augustPmnFile(12);

let host: PluginHost;
const cleanups: Disposable[] = [];

const place = async (file: string, content: Buffer) => {
  await mkdir(path.dirname(path.join(fdaFolder, file)), { recursive: true });
  await writeFile(path.join(fdaFolder, file), content);
};

beforeAll(async () => {
  await mkdir(path.join(fdaFolder, '510k'), { recursive: true });
  for (const file of ['510k/decision_codes.csv', JULY_FILE]) await copyFile(path.join(fdaDataDir(), file), path.join(fdaFolder, file));
  const productCodes = julyProductCodesFile();
  await place(productCodes.file, productCodes.text);
  const quiet = { write: () => {}, isTTY: false };
  const first = await importFdaData(running.server.db, { dataDir: fdaFolder, only: ['product-codes', 'decision-codes', 'devices'], progress: quiet });
  expect(first.outcomes.filter((o) => o.error)).toEqual([]);
}, 120_000);

afterAll(() => rm(fdaFolder, { recursive: true, force: true }));

afterEach(() => {
  host?.deactivateAll();
  cleanups.splice(0).forEach((cleanup) => cleanup.dispose());
  session$.set({ status: 'loading', user: null });
});

const run = <K extends CommandId>(id: K, ...args: ArgsParam<K>) => commandRegistry.executeUnchecked(id, args[0], 'test');

/** Starts a refresh as an administrator and waits for it to finish; its status. */
async function refreshAsAdministrator(): Promise<FdaRefreshStatus> {
  const admin = await createEmulatorAdmin();
  const url = `http://127.0.0.1:${(running.server.app.server.address() as { port: number }).port}${API_BASE_PATHS.rest}${FDA_REFRESH_PATH}`;
  const started = await fetch(url, { method: 'POST', headers: bearer(admin) });
  expect(started.status).toBe(202);
  let status = FdaRefreshStatus.assert(await started.json());
  while (status.state === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 200));
    status = FdaRefreshStatus.assert(await (await fetch(url, { headers: bearer(admin) })).json());
  }
  return status;
}

describe('the watch plugin', { timeout: 120_000 }, () => {
  it("watches a code from its button; after a refresh takes in a later month, counts the code's new clearances, lists them and marks one seen", async () => {
    const user = running.alice;
    const { db } = running.server;
    const { product_code: code } = await db.selectFrom('fda_devices').select('product_code').where('k_number', '=', august.from[0]!).executeTakeFirstOrThrow();
    cleanups.push(setNavigator(vi.fn()));
    host = new PluginHost({ services: servicesFor(running.server, () => user.idToken), onError: (error) => { throw error; } });
    session$.set({ status: 'signed-in', user: { uid: user.uid, email: user.email } });
    await host.activate([accountPlugin, watchPlugin]);
    await waitFor(() => expect(watch$.loaded.peek()).toBe(true), { timeout: 10_000 });

    render(
      <>
        <WatchButton kind="product_code" value={code!} />
        <WatchSidebarButton />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: `Watch ${code}` }));
    await waitFor(() => expect(screen.getByRole('button', { name: `Watching ${code}` })).toBeDisabled());
    expect(getContext()[WATCHED_KEYS_KEY]).toEqual([`product_code:${code}`]);
    expect(screen.getByRole('button', { name: WATCH_SIDEBAR_TEXTS.label })).toBeInTheDocument();

    await place(august.file, august.text);
    const status = await refreshAsAdministrator();
    expect(status).toMatchObject({ state: 'finished', failed: [] });
    expect(status.imported).toContain('devices');
    const newOfCode = await db.selectFrom('fda_devices').select(['k_number', 'device_name', 'applicant']).where('product_code', '=', code).where('k_number', 'in', august.kNumbers).orderBy('k_number').execute();
    expect(newOfCode.length).toBeGreaterThan(0);

    await run('watch.open');
    const badge = await screen.findByRole('button', { name: WATCH_SIDEBAR_TEXTS.unseen(newOfCode.length) });
    expect(within(badge).getByTestId('watch-unseen')).toHaveTextContent(String(newOfCode.length));

    render(<WatchPanel />);
    for (const device of newOfCode) {
      expect(await screen.findByRole('button', { name: new RegExp(`^New clearance ${device.k_number}: `) })).toHaveTextContent(`${device.device_name} (${device.applicant}`);
    }
    const first = newOfCode[0]!;
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`^Mark seen: New clearance ${first.k_number}`) }));
    const left = newOfCode.length - 1;
    await waitFor(() => expect(screen.getByRole('button', { name: left > 0 ? WATCH_SIDEBAR_TEXTS.unseen(left) : WATCH_SIDEBAR_TEXTS.label })).toBeInTheDocument());
    expect((await running.servicesOf(user).watch.events()).unseen).toBe(left);
  });
});
