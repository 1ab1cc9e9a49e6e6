/** The predicates some devices cite, as a predicate list or a summary states them (watch-data.repository.ts). */
export type StatedPredicates = (kNumbers: readonly string[]) => Promise<{ device: string; predicate: string }[]>;

/**
 * Each device's lineage: it and its predicates `depth` generations up, a generation read `batch` devices a
 * statement with `pause` between statements (requests wait on PGlite's one connection).
 */
export async function lineagesOf(
  kNumbers: readonly string[],
  { statedPredicates, depth, batch, pause }: { statedPredicates: StatedPredicates; depth: number; batch: number; pause: () => Promise<unknown> },
): Promise<Map<string, Set<string>>> {
  const lineages = new Map(kNumbers.map((k) => [k, new Set([k])]));
  /** The devices of the generation reached, each with the watched devices whose lineage it is in. */
  let generation = new Map(kNumbers.map((k) => [k, [k]]));
  for (let step = 0; step < depth && generation.size > 0; step++) {
    const reached = [...generation.keys()];
    const next = new Map<string, string[]>();
    for (let start = 0; start < reached.length; start += batch) {
      for (const { device, predicate } of await statedPredicates(reached.slice(start, start + batch))) {
        for (const root of generation.get(device)!) {
          const lineage = lineages.get(root)!;
          if (lineage.has(predicate)) continue;
          lineage.add(predicate);
          const roots = next.get(predicate);
          if (roots) roots.push(root);
          else next.set(predicate, [root]);
        }
      }
      await pause();
    }
    generation = next;
  }
  return lineages;
}
