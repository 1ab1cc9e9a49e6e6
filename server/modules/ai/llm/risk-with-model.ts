import { type } from 'arktype';
import type { RiskAnswer } from '../../../../src/api/contracts/ai.ts';
import type { RiskInput } from '../engine.ts';
import { groundingOf, isGrounded, numbersGrounded, numbersIn } from './fact-check.ts';
import { jsonPrompt } from './json-prompt.ts';
import { ModelFailure, type ModelClient } from './model-client.ts';

const RiskReply = type({ ai_snapshot: 'string', highlights: 'string[]' });

const REPLY_SHAPE = '{"ai_snapshot": "one paragraph", "highlights": ["short bullet", "..."]}';

const TASK =
  'Write a risk snapshot for the device from the figures below (adverse events, device and patient ' +
  'problems, recalls, the risk level and its total), naming the top problems, trends and recalls, and ' +
  'three to five short highlights. Use each figure exactly as given and compute nothing new; the risk ' +
  'level is the one given.';

/** 'high risk', 'risk level: HIGH', 'MEDIUM-risk': the level a text claims, if any. */
const CLAIMED_LEVEL = /\b(low|medium|high)[\s-]+risk\b|\brisk level\W+(?:is\s+|of\s+)?(low|medium|high)\b/gi;

/**
 * The risk answer with the model rewriting the snapshot and highlights from the local figures. Level and
 * total always stay local; a text naming a number, record or level not among the figures is replaced by
 * the local text.
 */
export async function riskWithModel(client: ModelClient, request: RiskInput, local: RiskAnswer): Promise<RiskAnswer> {
  const figures = {
    product_code: local.product_code,
    risk_level: local.risk_level,
    risk_total: local.risk_total,
    local_snapshot: local.ai_snapshot,
    local_highlights: local.highlights,
    total_recalls: request.totalRecalls,
    total_mdrs: request.totalMdrs,
    top_device_problems: request.topDeviceProblems,
    top_patient_problems: request.topPatientProblems,
  };
  const reply = await client.askJson(RiskReply, jsonPrompt(TASK, REPLY_SHAPE, { device: request.profile.device_name, figures }));

  const facts = JSON.stringify(figures);
  const grounding = groundingOf({ codes: local.product_code ? [local.product_code] : [], texts: [facts] });
  const numbers = new Set(numbersIn(facts));
  const passes = (text: string) =>
    text.trim() !== '' && isGrounded(text, grounding) && numbersGrounded(text, numbers) && levelAgrees(text, local.risk_level);

  const snapshotPasses = passes(reply.ai_snapshot);
  const highlightsPass = reply.highlights.length > 0 && reply.highlights.every(passes);
  if (!snapshotPasses && !highlightsPass) throw new ModelFailure('its text named figures not in the data');
  return {
    ...local,
    ai_snapshot: snapshotPasses ? reply.ai_snapshot.trim() : local.ai_snapshot,
    highlights: highlightsPass ? reply.highlights.map((highlight) => highlight.trim()) : local.highlights,
  };
}

function levelAgrees(text: string, level: RiskAnswer['risk_level']): boolean {
  return [...text.matchAll(CLAIMED_LEVEL)].every((match) => (match[1] ?? match[2] ?? '').toUpperCase() === level);
}
