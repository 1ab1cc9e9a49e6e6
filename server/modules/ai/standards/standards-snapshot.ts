import type { TestStandardsRow } from '../../../../src/api/contracts/ai.ts';
import { FEATURE_RULES } from './features.ts';
import type { RuleContext } from './rule-context.ts';

const LABEL_WORDS: Record<string, string> = { 'fda-consensus': 'FDA consensus', predicate: 'from predicates', guidance: 'guidance', ai: 'AI (from reported problems)', user: 'user' };
const TOP_AREAS = 5;

/** The AI snapshot: rows per label, the main test areas, and the facts (code, class, panel, features) behind them. */
export function standardsSnapshot(rows: readonly TestStandardsRow[], context: RuleContext, unknownCode: string | null, predicateKNumbers: readonly string[]): string {
  const count = (values: string[]) => [...values.reduce((map, value) => map.set(value, (map.get(value) ?? 0) + 1), new Map<string, number>())];
  const perLabel = count(rows.map((row) => row.label)).map(([label, n]) => `${n} ${LABEL_WORDS[label] ?? label}`).join(', ');
  const areas = count(rows.map((row) => row.category)).sort((a, b) => b[1] - a[1]).slice(0, TOP_AREAS).map(([area, n]) => `${area} (${n})`).join(', ');
  const features = [...context.features].filter(([, words]) => words.length > 0).map(([id, words]) => `${FEATURE_RULES[id].label} ("${words.slice(0, 3).join('", "')}")`);

  const parts: string[] = [];
  const code = context.code;
  if (code) {
    const panel = code.reviewPanel ? `, review panel ${code.reviewPanel}` : '';
    const regulation = code.regulationNumber ? `, 21 CFR ${code.regulationNumber}` : '';
    parts.push(`Product code ${code.productCode} (${code.deviceName}; ${code.deviceClass}${panel}${regulation}).`);
  } else if (unknownCode) {
    parts.push(`Product code ${unknownCode} is not in the imported classification, so it was ignored and the rules used the profile only.`);
  } else {
    parts.push('No product code was given, so the rules used the profile only.');
  }
  parts.push(rows.length === 0 ? 'No standards applied.' : `${rows.length} standards and guidance rows: ${perLabel}.`);
  if (areas) parts.push(`Key test areas: ${areas}.`);
  if (context.ivd) parts.push(`Treated as an in vitro diagnostic because ${context.ivd.reason}.`);
  if (features.length > 0) parts.push(`Profile features found: ${features.join('; ')}.`);
  if (context.contact) parts.push(`Patient contact judged ${context.contact.duration} from "${context.contact.evidence}".`);
  if (predicateKNumbers.length > 0) parts.push(`Predicate documents read: ${predicateKNumbers.join(', ')}.`);
  return parts.join(' ');
}
