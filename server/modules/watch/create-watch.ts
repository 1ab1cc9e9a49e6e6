import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FetchedCount } from '../fda/openfda-live/openfda-cache.repository.ts';
import type { CountQuery } from '../fda/openfda-live/openfda-client.ts';
import { productCodeOfMdrCounts } from '../fda/openfda-live/openfda-risk.ts';
import { monthlyFromDaily } from './mdr-spikes.ts';
import { createWatchDataRepository } from './watch-data.repository.ts';
import { createWatchRepository } from './watch.repository.ts';
import { createWatchRuns } from './watch-runs.ts';
import { createWatchService } from './watch.service.ts';

/**
 * The watch service of the REST routes, and the listener of live openFDA answers: a code's MDRs per day, fetched
 * from openFDA, are a data change for the items watching that code (their spikes are computed then, once).
 */
export function createWatch(db: Kysely<Database>, onProblem: (problem: string) => void) {
  const runs = createWatchRuns(db);
  return {
    service: createWatchService(createWatchRepository(db), createWatchDataRepository(db), runs),
    onOpenFdaAnswer(query: CountQuery, answer: FetchedCount): void {
      const productCode = productCodeOfMdrCounts(query);
      if (productCode === null) return;
      runs.afterLiveMdrCounts(productCode, monthlyFromDaily(answer.buckets)).catch((error: unknown) => {
        onProblem(`Watch events of ${productCode}'s live MDR counts were not recorded: ${error instanceof Error ? error.message : String(error)}`);
      });
    },
  };
}
