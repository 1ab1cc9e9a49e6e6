import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { pmnRecords, predicateLinks, summaryStatedLinks } from '../fda/testing/raw-fda-facts.ts';
import { IMPORT_TIMEOUT_MS, openImportedDatabase } from '../../testing/imported-database.ts';
import { createWatchDataRepository } from './watch-data.repository.ts';
import { lineagesOf } from './watch-lineage.ts';

/** The links of the three link files and of the IVD documents, by citing device; and those only a document states. */
function linkIndex() {
  const predicatesOf = new Map<string, Set<string>>();
  const add = (device: string, predicate: string) => predicatesOf.set(device, (predicatesOf.get(device) ?? new Set()).add(predicate));
  for (const { device, predicate } of predicateLinks()) add(device, predicate);
  const summaryOnly = summaryStatedLinks().filter(({ device, predicate }) => !predicatesOf.get(device)?.has(predicate));
  for (const { device, predicate } of summaryOnly) add(device, predicate);
  return { predicatesOf, summaryOnly };
}

describe("a watched K-number's lineage and a new clearance's predicates, over the real FDA files", () => {
  const links = linkIndex();
  const held = new Set(pmnRecords().map((r) => r.KNUMBER!));
  let db: Kysely<Database>;

  beforeAll(async () => {
    ({ db } = await openImportedDatabase());
  }, IMPORT_TIMEOUT_MS);
  afterAll(() => db?.destroy());

  it('takes in the predicates only a summary states, two generations up', async () => {
    // A device whose summary alone names a predicate that itself cites predicates: both generations are in play.
    const { device, predicate } = links.summaryOnly.find((link) => (links.predicatesOf.get(link.predicate)?.size ?? 0) > 0)!;
    const data = createWatchDataRepository(db);
    let statements = 0;
    const lineages = await lineagesOf([device], {
      statedPredicates: (kNumbers) => ((statements += 1), data.statedPredicates(kNumbers)),
      depth: 2,
      batch: 100,
      pause: async () => {},
    });
    const parents = links.predicatesOf.get(device)!;
    const grandparents = [...parents].flatMap((parent) => [...(links.predicatesOf.get(parent) ?? [])]);
    expect([...lineages.get(device)!].sort()).toEqual([...new Set([device, ...parents, ...grandparents])].sort());
    expect(lineages.get(device)!.has(predicate)).toBe(true);
    expect(statements).toBe(2);
  });

  it("gives a clearance the predicates its list and its summary state", async () => {
    const citing = [...links.predicatesOf.keys()].filter((k) => held.has(k)).slice(0, 20);
    const clearances = await createWatchDataRepository(db).clearances(citing);
    expect(clearances.map((c) => c.k_number).sort()).toEqual([...citing].sort());
    for (const clearance of clearances) expect(clearance.predicates).toEqual([...links.predicatesOf.get(clearance.k_number)!].sort());
  });

  it('reads each generation in batches, and gives a device citing nothing only itself', async () => {
    const citing = [...links.predicatesOf.keys()].filter((k) => held.has(k)).slice(0, 5);
    const lonely = [...held].find((k) => !links.predicatesOf.has(k))!;
    const data = createWatchDataRepository(db);
    const asked: number[] = [];
    const lineages = await lineagesOf([...citing, lonely], {
      statedPredicates: (kNumbers) => (asked.push(kNumbers.length), data.statedPredicates(kNumbers)),
      depth: 1,
      batch: 2,
      pause: async () => {},
    });
    expect(asked).toEqual([2, 2, 2]);
    for (const k of citing) expect([...lineages.get(k)!].sort()).toEqual([k, ...links.predicatesOf.get(k)!].sort());
    expect([...lineages.get(lonely)!]).toEqual([lonely]);
  });
});
