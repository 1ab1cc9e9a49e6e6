import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_BASE_PATHS } from '../src/api/contracts/api-bases';
import { FDA_REFRESH_PATH, FdaRefreshStatus } from '../src/api/contracts/fda-refresh';
import { WATCH_SIDEBAR_TEXTS } from '../src/app/shell/WatchSidebarButton';
import { ensureAuthEmulator } from '../scripts/auth-emulator';
import { startStack } from '../scripts/stack';
import { bearer, createEmulatorAdmin } from '../server/testing/emulator-user';
import { fdaDataDir } from '../server/testing/fda-data-dir';
import { augustPmnFile, JULY_FILE, julyProductCodesFile } from '../server/testing/next-month-pmn';
import { rawLines } from '../server/testing/raw-fda-files';
import { expect, test } from './fixtures';
import { acceptTerms, createAccount, newCredentials } from './journeys';

/** A port of its own: this journey's server imports a small FDA folder that a later month is added to. */
const WATCH_PORT = 8789;

/** The rows of a pipe-delimited 510(k) listing (Latin-1) as records. */
function listingRows(text: string): Array<Record<string, string>> {
  const [header, ...rows] = text.split(/\r?\n/).filter((line) => line !== '');
  const columns = header!.split('|');
  return rows.map((row) => Object.fromEntries(row.split('|').map((field, i) => [columns[i], field])));
}

/**
 * The issue's watch journey in the browser: a server of its own starts on a small FDA folder (FDA's July 2026
 * 510(k) listing, its product codes, the decision codes), the user watches a product code from the Predicate
 * Devices page, a later month lands in the folder (augustPmnFile: July's rows re-dated and renumbered, test input)
 * and an administrator refreshes; back in the app, the sidebar counts the code's new clearances, the Watch panel
 * lists them, and marking one seen lowers the count. The shared journeys' server serves the full import, whose
 * refresh would re-import every 510(k) file (minutes).
 */
test('Watch: a code watched from the Predicate Devices page; after a refresh takes in a later month, the badge and the panel show its new clearances', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const work = await mkdtemp(path.join(tmpdir(), 'clearway-e2e-watch-'));
  const fdaFolder = path.join(work, 'fda');
  const place = async (file: string, content: Buffer) => {
    await mkdir(path.dirname(path.join(fdaFolder, file)), { recursive: true });
    await writeFile(path.join(fdaFolder, file), content);
  };
  await mkdir(path.join(fdaFolder, '510k'), { recursive: true });
  for (const file of ['510k/decision_codes.csv', JULY_FILE]) await copyFile(path.join(fdaDataDir(), file), path.join(fdaFolder, file));
  const productCodes = julyProductCodesFile();
  await place(productCodes.file, productCodes.text);

  const august = augustPmnFile(12);
  const july = new Map(listingRows(rawLines(JULY_FILE, 'latin1').join('\n')).map((row) => [row.KNUMBER, row]));
  const watched = july.get(august.from[0]!)!;
  const code = watched.PRODUCTCODE!;
  const newOfCode = listingRows(august.text.toString('latin1')).filter((row) => row.PRODUCTCODE === code);
  expect(newOfCode.length).toBeGreaterThan(0);

  const stack = await startStack({
    host: '127.0.0.1',
    port: WATCH_PORT,
    dataDir: path.join(work, 'data'),
    freshData: true,
    serverLogFile: path.join(work, 'server.log'),
    env: { FDA_DATA_DIR: fdaFolder, DATABASE_URL: undefined, FDA_FILES_BASE_URL: 'off', OPENFDA_BASE_URL: 'off', DATA_REFRESH_HOURS: undefined },
  });
  const context = await browser.newContext({ baseURL: stack.url });
  try {
    const page = await context.newPage();
    await createAccount(page, newCredentials());
    await acceptTerms(page);

    await page.goto(`/predicates?k=${watched.KNUMBER}`);
    await page.getByRole('button', { name: `Watch ${code}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `Watching ${code}`, exact: true })).toBeDisabled();

    await place(august.file, august.text);
    const admin = await createEmulatorAdmin((await ensureAuthEmulator()).host);
    const refresh = `${stack.url}${API_BASE_PATHS.rest}${FDA_REFRESH_PATH}`;
    expect((await fetch(refresh, { method: 'POST', headers: bearer(admin) })).status).toBe(202);
    const status = async () => FdaRefreshStatus.assert(await (await fetch(refresh, { headers: bearer(admin) })).json());
    await expect.poll(async () => (await status()).state, { timeout: 120_000, intervals: [500] }).not.toBe('running');
    expect(await status()).toMatchObject({ state: 'finished', failed: [] });

    await page.reload();
    const badge = page.getByRole('button', { name: WATCH_SIDEBAR_TEXTS.unseen(newOfCode.length) });
    await expect(badge).toBeVisible();
    await badge.click();
    const panel = page.getByRole('region', { name: 'Watch' });
    for (const device of newOfCode) {
      await expect(panel.getByRole('button', { name: new RegExp(`^New clearance ${device.KNUMBER}: `) })).toContainText(device.DEVICENAME!.trim());
    }
    await panel.getByRole('button', { name: new RegExp(`^Mark seen: New clearance ${newOfCode[0]!.KNUMBER}`) }).click();
    const left = newOfCode.length - 1;
    await expect(page.getByRole('button', { name: left > 0 ? WATCH_SIDEBAR_TEXTS.unseen(left) : WATCH_SIDEBAR_TEXTS.label, exact: true })).toBeVisible();
  } finally {
    await context.close();
    await stack.stop();
    await rm(work, { recursive: true, force: true });
  }
});
