import { API_BASE_PATHS } from '../../../src/api/contracts/api-bases';
import { ClassificationAnswer } from '../../../src/api/contracts/ai';
import { Classification } from '../../../src/api/contracts/data';
import type { Scenario } from '../../../src/api/contracts/scenarios';
import { newScenarioId, scenarioFromClassification } from '../../../src/plugins/classification/rules/scenarios';
import type { BenchProfile } from '../engine';

/** A product code the imported data holds, with one of its clearances and its scenario as the browser saves it. */
export interface MixProduct {
  code: string;
  kNumber: string;
  scenario: Scenario;
}

/** What the simulated users ask about: real device profiles, and the product codes the engine gives them. */
export interface MixFacts {
  profiles: BenchProfile[];
  products: MixProduct[];
}

async function json(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** The scenario the Scenario step saves for a code the user added, from the data service's classification. */
export function scenarioOf(classification: Classification, now = new Date().toISOString()): Scenario {
  return { ...scenarioFromClassification(classification), id: newScenarioId(), order: 1, createdAt: now, updatedAt: now };
}

/**
 * Reads the facts from the running server: the engine's first product code for each of the first `count`
 * profiles, each with its newest clearance (codes without one are left out) and its classification.
 */
export async function readMixFacts(serverUrl: string, headers: Record<string, string>, profiles: BenchProfile[], count = 8): Promise<MixFacts> {
  const codes = new Set<string>();
  for (const profile of profiles.slice(0, count)) {
    const answer = ClassificationAnswer.assert(
      await json(
        await fetch(`${serverUrl}${API_BASE_PATHS.ai}/classification/invoke`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(profile),
        }),
      ),
    );
    const first = answer.results[0]?.product_code;
    if (first) codes.add(first);
  }
  const products: MixProduct[] = [];
  for (const code of codes) {
    const data = `${serverUrl}${API_BASE_PATHS.data}`;
    const [latest] = (await json(await fetch(`${data}/device/latest/${code}?limit=1`, { headers }))) as Array<{ k_number: string }>;
    if (!latest) continue;
    const classification = Classification.assert(await json(await fetch(`${data}/classification/${code}`, { headers })));
    products.push({ code, kNumber: latest.k_number, scenario: scenarioOf(classification) });
  }
  if (products.length === 0) throw new Error('The engine named no product code with a clearance in the imported data');
  return { profiles: profiles.slice(0, count), products };
}
