import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { fdaDataDir } from '../../../testing/fda-data-dir.ts';
import { IMPORT_TIMEOUT_MS, openImportedDatabase } from '../../../testing/imported-database.ts';
import { DOCUMENT_LIMITS } from '../../documents/document-limits.ts';
import { readDocument } from '../../documents/read-document.ts';
import { createFdaFilesClient } from './fda-files-client.ts';
import { createFdaSummaries } from './fda-summaries.ts';
import { createFetchedSummariesRepository } from './fetched-summaries.repository.ts';
import { startFdaFilesStandIn, type FdaFilesStandIn, type SummaryAnswer } from './testing/fda-files-stand-in.ts';

/** Real 510(k)s of the import that hold no imported document, and FDA's own summary PDFs of them. */
const OXYGENATOR = 'K240666';
const CT_SYSTEM = 'K233657';
const SEGMENTATION = ['K220264', 'K230082', 'K200714'] as const;

let db: Kysely<Database>;
const pdfs = new Map<string, Uint8Array>();
let standIn: FdaFilesStandIn | undefined;

beforeAll(async () => {
  ({ db } = await openImportedDatabase());
  for (const kNumber of [OXYGENATOR, CT_SYSTEM, ...SEGMENTATION]) {
    pdfs.set(kNumber, new Uint8Array(await readFile(path.join(fdaDataDir(), '510k_summary_pdfs', `${kNumber}.pdf`))));
  }
}, IMPORT_TIMEOUT_MS);
afterEach(async () => {
  await standIn?.stop();
  standIn = undefined;
  // The imported database is shared with the other files of this worker: what a test fetched goes.
  await db.deleteFrom('fda_fetched_summaries').execute();
});
afterAll(() => db?.destroy());

const pdf = (kNumber: string): SummaryAnswer => ({ kind: 'pdf', bytes: pdfs.get(kNumber)! });

/** The summaries service against a stand-in of FDA's host answering `answers`, and the warnings it logs. */
async function summariesAt(answers: Record<string, SummaryAnswer>, { timeoutMs = 5_000, concurrency = 3 } = {}) {
  standIn = await startFdaFilesStandIn(new Map(Object.entries(answers)));
  return { standIn, ...summariesOn(standIn.baseUrl, { timeoutMs, concurrency }) };
}

function summariesOn(baseUrl: string, { timeoutMs = 5_000, concurrency = 3 } = {}) {
  const warnings: string[] = [];
  const summaries = createFdaSummaries({
    repository: createFetchedSummariesRepository(db),
    client: createFdaFilesClient({ baseUrl, timeoutMs, maxBytes: DOCUMENT_LIMITS.bytes }),
    read: readDocument,
    concurrency,
    warn: (message) => warnings.push(message),
  });
  return { summaries, warnings };
}

const storedRows = () => db.selectFrom('fda_fetched_summaries').selectAll().orderBy('k_number').execute();

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; ; tries++) {
    const value = await read();
    if (done(value) || tries === 100) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('FDA summaries fetched on demand', () => {
  it("reads FDA's summary PDF and stores its description, indications, predicates and standards with its source", async () => {
    const { summaries, standIn } = await summariesAt({ [OXYGENATOR]: pdf(OXYGENATOR) });
    expect(await summaries.fetch([OXYGENATOR], 30_000)).toBe(1);
    expect(standIn.requests).toEqual([`/cdrh_docs/pdf24/${OXYGENATOR}.pdf`]);
    const [row] = await storedRows();
    expect(row).toMatchObject({ k_number: OXYGENATOR, status: 'read', source_url: `${standIn.baseUrl}/cdrh_docs/pdf24/${OXYGENATOR}.pdf`, problem: null });
    expect(row!.device_description).toMatch(/^The Affinity Fusion Oxygenator/);
    expect(row!.intended_use).toMatch(/intended to be used in an extracorporeal/);
    expect(row!.predicate_k_numbers).toContain('K230640');
    expect(row!.standards_referenced).toContain('ISO 10993-1:2018');
    expect(row!.product_codes).toEqual(['DTZ']);
    expect(row!.body).toContain('Oxygenator');
    expect(Date.now() - row!.fetched_at.getTime()).toBeLessThan(60_000);
  });

  it('remembers what it read across a restart: a new service on the same database asks the host nothing', async () => {
    const first = await summariesAt({ [CT_SYSTEM]: pdf(CT_SYSTEM) });
    expect(await first.summaries.fetch([CT_SYSTEM], 30_000)).toBe(1);
    const afterRestart = summariesOn(first.standIn.baseUrl);
    expect(await afterRestart.summaries.fetch([CT_SYSTEM], 30_000)).toBe(0);
    expect(first.standIn.requests).toHaveLength(1);
  });

  it('keeps a 404 as missing and does not ask again; a 200 that is not a PDF is missing too', async () => {
    const { summaries, standIn } = await summariesAt({ [SEGMENTATION[0]]: { kind: 'missing' }, [SEGMENTATION[1]]: { kind: 'html' } });
    expect(await summaries.fetch(SEGMENTATION.slice(0, 2), 30_000)).toBe(0);
    expect((await storedRows()).map(({ k_number, status, problem, body }) => ({ k_number, status, problem, body }))).toEqual([
      { k_number: SEGMENTATION[0], status: 'missing', problem: 'HTTP 404', body: null },
      { k_number: SEGMENTATION[1], status: 'missing', problem: 'not a PDF', body: null },
    ]);
    await summaries.fetch(SEGMENTATION.slice(0, 2), 30_000);
    expect(standIn.requests).toHaveLength(2);
  });

  it('asks again after 30 days for a summary FDA did not have, and keeps what it now reads under a newer id', async () => {
    await createFetchedSummariesRepository(db).saveMissing(OXYGENATOR, 'https://www.accessdata.fda.gov/cdrh_docs/pdf24/K240666.pdf', 'HTTP 404');
    const [missing] = await storedRows();
    const { summaries, standIn } = await summariesAt({ [OXYGENATOR]: pdf(OXYGENATOR) });
    expect(await summaries.fetch([OXYGENATOR], 30_000)).toBe(0);
    await db.updateTable('fda_fetched_summaries').set({ fetched_at: new Date(Date.now() - 31 * 24 * 3600_000) }).execute();
    expect(await summaries.fetch([OXYGENATOR], 30_000)).toBe(1);
    expect(standIn.requests).toHaveLength(1);
    const [read] = await storedRows();
    expect(read).toMatchObject({ status: 'read', problem: null, source_url: `${standIn.baseUrl}/cdrh_docs/pdf24/${OXYGENATOR}.pdf` });
    expect(BigInt(read!.id)).toBeGreaterThan(BigInt(missing!.id));
  });

  it('stores nothing of a download that is too slow or cut short, and does not ask again at once', async () => {
    const { summaries, standIn, warnings } = await summariesAt(
      { [OXYGENATOR]: { kind: 'slow', bytes: pdfs.get(OXYGENATOR)!, delayMs: 3_000 }, [CT_SYSTEM]: { kind: 'truncated', bytes: pdfs.get(CT_SYSTEM)! } },
      { timeoutMs: 500 },
    );
    expect(await summaries.fetch([OXYGENATOR, CT_SYSTEM], 30_000)).toBe(0);
    expect(await storedRows()).toEqual([]);
    expect(warnings.join('\n')).toMatch(new RegExp(`${OXYGENATOR} was not fetched: FDA's file host did not send the file within 500 ms`));
    expect(warnings.join('\n')).toMatch(new RegExp(`${CT_SYSTEM} was not fetched: FDA's file host (ended the file early|sent \\d+ of the file's \\d+ bytes)`));
    await summaries.fetch([OXYGENATOR, CT_SYSTEM], 30_000);
    expect(standIn.requests).toHaveLength(2);
  });

  it('downloads at most `concurrency` files at once, and stores every one', async () => {
    const slow = (kNumber: string): SummaryAnswer => ({ kind: 'slow', bytes: pdfs.get(kNumber)!, delayMs: 300 });
    const { summaries, standIn } = await summariesAt(Object.fromEntries(SEGMENTATION.map((k) => [k, slow(k)])), { concurrency: 2 });
    expect(await summaries.fetch(SEGMENTATION, 60_000)).toBe(3);
    expect(standIn.mostAtOnce()).toBe(2);
    expect((await storedRows()).map((row) => row.status)).toEqual(['read', 'read', 'read']);
  });

  it('answers after waitMs while the download goes on, and stores it when it ends', async () => {
    const { summaries } = await summariesAt({ [OXYGENATOR]: { kind: 'slow', bytes: pdfs.get(OXYGENATOR)!, delayMs: 1_000 } });
    const started = Date.now();
    expect(await summaries.fetch([OXYGENATOR], 100)).toBe(0);
    expect(Date.now() - started).toBeLessThan(900);
    const rows = await eventually(storedRows, (stored) => stored.length === 1);
    expect(rows.map((row) => row.status)).toEqual(['read']);
  });

  it('asks only for devices without an imported document and not listed with a 510(k) statement', async () => {
    const documented = await db.selectFrom('fda_devices as d').innerJoin('fda_device_documents as dd', 'dd.k_number', 'd.k_number').select('d.k_number').limit(1).executeTakeFirstOrThrow();
    const statement = await db.selectFrom('fda_devices').select('k_number').where('state_or_summ', '=', 'Statement').limit(1).executeTakeFirstOrThrow();
    const { summaries, standIn } = await summariesAt({});
    expect(await summaries.fetch([documented.k_number, statement.k_number, 'K999999'], 30_000)).toBe(0);
    expect(standIn.requests).toEqual([]);
  });

  it('stops asking an unreachable host for a while, and says so once', async () => {
    const closed = await startFdaFilesStandIn(new Map());
    await closed.stop();
    const { summaries, warnings } = summariesOn(closed.baseUrl);
    expect(await summaries.fetch([OXYGENATOR, CT_SYSTEM], 30_000)).toBe(0);
    expect(await summaries.fetch([...SEGMENTATION], 30_000)).toBe(0);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^FDA's file host could not be reached \(ECONNREFUSED\); FDA's summaries are not fetched for 5 minutes$/);
    expect(await storedRows()).toEqual([]);
  });
});
