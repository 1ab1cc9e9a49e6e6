import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { defineDataset, type ImportContext } from '../../dataset.ts';
import { isoDay } from '../../dates.ts';
import { insertInBatches } from '../../insert-batches.ts';
import { readCsv, readLines } from '../../read.ts';
import { progressCounter } from '../field-values.ts';
import { kNumberYear } from './devices.ts';

export const PREDICATE_FILES = {
  fyi: 'predicates/predicates.csv',
  devtree: 'predicates/devtree_predicates_2026-01.csv',
  manual: 'predicates/manually_added_links.csv',
  missing: 'predicates/missing_predicates.txt',
} as const;

/** K, DEN and P numbers (510(k), De Novo, PMA): citing devices are K-numbers, a few predicates DEN or P. */
const SUBMISSION_NUMBER = /^(K|DEN|P)\d{6}$/;

function submissionNumberOrNull(value: string | undefined): string | null {
  const number = value?.trim().toUpperCase() ?? '';
  return SUBMISSION_NUMBER.test(number) ? number : null;
}

/** manually_added_links.csv writes 'S' where a person checked the summary and found no predicate. */
const CHECKED_BY_HAND_NONE = 'S';

/** Links (device cites predicate) and devices checked with no predicate found, each with the files that say so. */
class PredicateFindings {
  readonly links = new Map<string, { device: string; predicate: string; sources: Set<string> }>();
  readonly checkedNone = new Map<string, Set<string>>();

  addLink(device: string, predicate: string, source: string) {
    const key = `${device} ${predicate}`;
    const link = this.links.get(key) ?? { device, predicate, sources: new Set<string>() };
    link.sources.add(source);
    this.links.set(key, link);
  }

  addCheckedNone(device: string, source: string) {
    const sources = this.checkedNone.get(device) ?? new Set<string>();
    sources.add(source);
    this.checkedNone.set(device, sources);
  }

  /** Devices some file links to a predicate are not "none found", whatever another file says. */
  devicesWithoutLinks(): Map<string, Set<string>> {
    const linked = new Set([...this.links.values()].map((link) => link.device));
    return new Map([...this.checkedNone].filter(([device]) => !linked.has(device)));
  }
}

async function readLinkFile(file: string, findings: PredicateFindings, ctx: ImportContext) {
  const progress = progressCounter(ctx);
  for await (const { line, record } of readCsv(path.join(ctx.dataDir, file))) {
    progress.add();
    const device = submissionNumberOrNull(record.device);
    if (!device) {
      ctx.reject(file, line, `device '${record.device ?? ''}' is not a submission number`);
      continue;
    }
    const predicateText = record.predicate?.trim() ?? '';
    if (predicateText === '' || (file === PREDICATE_FILES.manual && predicateText === CHECKED_BY_HAND_NONE)) {
      findings.addCheckedNone(device, file);
      continue;
    }
    const predicate = submissionNumberOrNull(predicateText);
    if (!predicate) ctx.reject(file, line, `predicate '${predicateText}' is not a submission number`);
    else if (predicate === device) ctx.reject(file, line, `${device} cites itself as its predicate`);
    else findings.addLink(device, predicate, file);
  }
  progress.flush();
}

async function readMissingList(findings: PredicateFindings, ctx: ImportContext) {
  const file = PREDICATE_FILES.missing;
  for await (const { line, text } of readLines(path.join(ctx.dataDir, file))) {
    if (text.trim() === '') continue;
    const device = submissionNumberOrNull(text);
    if (device) findings.addCheckedNone(device, file);
    else ctx.reject(file, line, `'${text}' is not a submission number`);
  }
}

/**
 * --as-of keeps a citing device only when it had been decided by then. fda_devices says so when it holds
 * the device's decision date (an as-of import of the devices leaves out those decided later, so their
 * dates are not there to compare). Without a date: a 510(k) is decided within months of its receipt
 * (MDUFA averages about 140 days), so one received two or more years before the as-of year was decided
 * by then; a more recent one may not have been, and is left out.
 */
async function asOfFilter(trx: Kysely<Database>, asOf: Date | null): Promise<(device: string) => boolean> {
  if (asOf === null) return () => true;
  const decided = await trx
    .selectFrom('fda_devices')
    .select(['k_number', sql<string>`decision_date::text`.as('day')])
    .where('decision_date', 'is not', null)
    .execute();
  const decisionDay = new Map(decided.map((row) => [row.k_number, row.day]));
  const [day, year] = [isoDay(asOf), asOf.getUTCFullYear()];
  return (device) => {
    const decision = decisionDay.get(device);
    return decision === undefined ? kNumberYear(device) <= year - 2 : decision <= day;
  };
}

export const predicatesDataset = defineDataset({
  name: 'predicates',
  description: 'Predicate links (510k.fyi, devtree, manual review) and devices checked with no predicate found',
  tables: ['fda_predicate_links', 'fda_predicate_checked_none'],
  files: Object.values(PREDICATE_FILES),
  after: ['devices'],
  async load(trx, ctx) {
    const findings = new PredicateFindings();
    for (const file of [PREDICATE_FILES.fyi, PREDICATE_FILES.devtree, PREDICATE_FILES.manual]) await readLinkFile(file, findings, ctx);
    await readMissingList(findings, ctx);
    const kept = await asOfFilter(trx, ctx.asOf);

    const links = [...findings.links.values()]
      .filter((link) => kept(link.device))
      .map((link) => ({ device: link.device, predicate: link.predicate, sources: [...link.sources] }));
    const checkedNone = [...findings.devicesWithoutLinks()]
      .filter(([device]) => kept(device))
      .map(([k_number, sources]) => ({ k_number, sources: [...sources] }));
    return (
      (await insertInBatches(trx, 'fda_predicate_links', links, 2000)) +
      (await insertInBatches(trx, 'fda_predicate_checked_none', checkedNone, 2000))
    );
  },
});
