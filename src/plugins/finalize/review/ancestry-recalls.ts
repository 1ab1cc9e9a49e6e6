import { observable } from '@legendapp/state';
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DeviceLineage } from '../../../api/contracts/data';
import { useServices } from '../../../app/services';
import { lineageClassIRecalls } from '../../../panels/relationships-graph/lineage-recalls';
import { lineageQuery } from '../../../panels/relationships-graph/use-graph-data';
import type { AncestorClassIRecall } from './gap-rules';

/**
 * The Class I recalls in the ancestry of each chosen predicate whose lineage has loaded, by the predicate's
 * K-number. A store, not a query result, so the review's gaps stay a synchronous read of the stores for the
 * commands too ('finalize.jump-to-gap').
 */
export const ancestryRecalls$ = observable<Record<string, AncestorClassIRecall[]>>({});

/** The lineage's Class I recalls above the device itself (its own recalls are the 'recalled' gap's). */
function ancestorsClassI(lineage: DeviceLineage): AncestorClassIRecall[] {
  return lineageClassIRecalls(lineage)
    .filter(({ device }) => device.generation > 0)
    .map(({ device, recall }) => ({
      ancestor: device.k_number,
      ancestorName: device.device_name,
      generation: device.generation,
      recallNumber: recall.recall_number,
      datePosted: recall.date_posted,
    }));
}

/**
 * Loads the lineage (default depth, the graph's cache entry) of each chosen predicate and keeps
 * ancestryRecalls$ up to date; a lineage that fails to load leaves its predicate unflagged.
 */
export function useAncestryRecalls(kNumbers: readonly string[]): void {
  const { clients } = useServices();
  const lineages = useQueries({ queries: kNumbers.map((kNumber) => lineageQuery(clients, kNumber)) });
  // As text, so the effect runs when what was found changes, not on every render.
  const found = JSON.stringify(lineages.flatMap((result) => (result.data ? [[result.data.k_number, ancestorsClassI(result.data)]] : [])));
  useEffect(() => {
    for (const [kNumber, recalls] of JSON.parse(found) as Array<[string, AncestorClassIRecall[]]>) ancestryRecalls$[kNumber]!.set(recalls);
  }, [found]);
}
