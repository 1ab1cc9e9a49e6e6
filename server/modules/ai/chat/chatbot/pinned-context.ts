import type { SourceKind, SourceRef } from '../../../../../src/api/contracts/ai.ts';
import type { RegulationRecord } from './chatbot.repository.ts';
import type { QuestionSubjects } from './question-subjects.ts';

/** 'my pinned K-numbers', 'what have I pinned?', 'my pins' (not 'bone pins'). */
const ASKS_PINNED = /\bpinned\b|\bmy\s+pins\b/i;

/** Words that narrow 'my pinned ...' to kinds of source. */
const KIND_WORDS: ReadonlyArray<readonly [RegExp, SourceKind]> = [
  [/\bk-?numbers?\b|\b510\(k\)|\bdevices?\b|\bclearances?\b|\bpredicates?\b/i, 'k_number'],
  [/\bproduct[\s-]?codes?\b/i, 'product_code'],
  [/\bregulations?\b|\bcfr\b/i, 'regulation'],
  [/\bstandards?\b/i, 'standard'],
  [/\bguidances?\b/i, 'guidance'],
  [/\brecalls?\b/i, 'recall'],
];

const KIND_NAMES: Record<SourceKind, string> = {
  k_number: 'K-numbers',
  product_code: 'product codes',
  regulation: 'regulations',
  recall: 'recalls',
  mdr: 'adverse event reports',
  standard: 'standards',
  guidance: 'guidance documents',
  problem_code: 'problem codes',
  pma: 'PMAs',
  dataset: 'data files',
};

/** The kinds the chatbot looks up in the imported FDA data; other pins it can name but not answer about. */
const LOOKED_UP: ReadonlySet<SourceKind> = new Set(['k_number', 'product_code', 'regulation']);

/** At most this many pins are named in the reply's first line. */
const PINS_NAMED = 12;

/** A question about the user's pinned sources. */
export interface PinnedQuestion {
  /** The pins it is about, newest first. */
  pins: readonly SourceRef[];
  /** The kinds it narrows them to; none: every kind. */
  kinds: readonly SourceKind[];
}

/** The pins the question asks about, or null when it does not ask about pins. */
export function pinnedAskedAbout(message: string, pinned: readonly SourceRef[]): PinnedQuestion | null {
  if (!ASKS_PINNED.test(message)) return null;
  const kinds = KIND_WORDS.filter(([words]) => words.test(message)).map(([, kind]) => kind);
  return { kinds, pins: kinds.length === 0 ? pinned : pinned.filter((pin) => kinds.includes(pin.kind)) };
}

/** The records of the newest `limit` pins of each kind looked up. */
export function pinnedSubjects(pins: readonly SourceRef[], limit: number): QuestionSubjects {
  const idsOf = (kind: SourceKind) => pins.filter((pin) => pin.kind === kind).map((pin) => pin.id).slice(0, limit);
  return { kNumbers: idsOf('k_number'), codeCandidates: idsOf('product_code'), regulationNumbers: idsOf('regulation') };
}

/** The subjects of both, each once, `first`'s first. */
export function mergeSubjects(first: QuestionSubjects, second: QuestionSubjects): QuestionSubjects {
  const merged = (key: keyof QuestionSubjects) => [...new Set([...first[key], ...second[key]])];
  return { kNumbers: merged('kNumbers'), codeCandidates: merged('codeCandidates'), regulationNumbers: merged('regulationNumbers') };
}

/** The reply's first line: the pins it is about, and what of them it cannot look up. */
export function pinnedLine({ pins, kinds }: PinnedQuestion, limit: number): string {
  const what = (joiner: string) => (kinds.length === 0 ? 'sources' : kinds.map((kind) => KIND_NAMES[kind]).join(joiner));
  if (pins.length === 0) {
    return `You have no pinned ${what(' or ')}. Pin a K-number, product code or regulation from its card or from the sources of an answer, then ask again.`;
  }
  const named = pins.slice(0, PINS_NAMED).map((pin) => pin.label);
  const more = pins.length > named.length ? `; and ${pins.length - named.length} more` : '';
  const lines = [`Your pinned ${what(' and ')} (${pins.length}): ${named.join('; ')}${more}.`];
  const notLookedUp = pins.filter((pin) => !LOOKED_UP.has(pin.kind));
  if (notLookedUp.length > 0) {
    const their = [...new Set(notLookedUp.map((pin) => KIND_NAMES[pin.kind]))].join(', ');
    lines.push(`Of these I look up only the K-numbers, product codes and regulations in the FDA data held here, not your pinned ${their}.`);
  }
  const counts = [...LOOKED_UP].map((kind) => pins.filter((pin) => pin.kind === kind).length);
  if (counts.some((count) => count > limit)) lines.push(`Below are the newest ${limit} of each kind; ask about the others by number.`);
  return lines.join('\n');
}

/** A line naming the pinned product codes and regulations the imported data does not hold, or null. */
export function pinnedNotHeldLine(pinned: QuestionSubjects, heldCodes: ReadonlySet<string>, regulations: readonly RegulationRecord[]): string | null {
  const heldRegulations = new Set(regulations.map((regulation) => regulation.regulation_number));
  const missing = [
    ...pinned.codeCandidates.filter((code) => !heldCodes.has(code)).map((code) => `product code ${code}`),
    ...pinned.regulationNumbers.filter((number) => !heldRegulations.has(number)).map((number) => `21 CFR ${number}`),
  ];
  return missing.length === 0 ? null : `Not held in the imported FDA data: ${missing.join(', ')}.`;
}
