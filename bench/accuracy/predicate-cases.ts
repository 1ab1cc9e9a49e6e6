import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';
import type { PredicatesInput } from '../../server/modules/ai/engine.ts';
import { normaliseProfile } from '../../server/modules/ai/profile.ts';
import { BENCH_AS_OF } from './bench-databases.ts';
import { heldKNumbers, heldOutPredicateCases, heldProductCodes, type HeldOutPredicateCase } from './held-out-cases.ts';
import { stripAnswers } from './strip-answers.ts';

/** A held-out 510(k) with cited predicates, and the request that asks the engine for its predicates. */
export interface PredicateCase {
  item: HeldOutPredicateCase;
  input: PredicatesInput;
}

/** The held-out predicate cases, each asked by its own name and its summary text stripped of product codes. */
export async function predicateCases(full: Kysely<Database>, asOfDb: Kysely<Database>, cap: number): Promise<PredicateCase[]> {
  const [held, codes] = await Promise.all([heldKNumbers(asOfDb), heldProductCodes(asOfDb)]);
  const cases = await heldOutPredicateCases(full, asOfDb, BENCH_AS_OF, held, cap);
  return cases.map((item) => ({
    item,
    input: {
      productCode: item.product_code,
      profile: normaliseProfile({
        device_name: item.device_name,
        description: stripAnswers(item.description, codes),
        intended_use: stripAnswers(item.intended_use, codes),
      }),
    },
  }));
}
