import type { ProblemCount } from '../engine.ts';

/** A reported problem pattern and the standards whose tests address it. */
interface ProblemRule {
  name: string;
  pattern: RegExp;
  standards: readonly string[];
}

const PROBLEM_RULES: readonly ProblemRule[] = [
  { name: 'battery or charging', pattern: /batter|charg/i, standards: ['IEC 62133-2'] },
  { name: 'software', pattern: /software|firmware|computer|application|program/i, standards: ['IEC 62304'] },
  { name: 'use error', pattern: /use error|user error|improper|incorrect use|difficult to|instructions|label|misassembl|misconnect|inadequate user/i, standards: ['IEC 62366-1'] },
  { name: 'biological reaction', pattern: /biocompat|allerg|rash|irritat|inflammat|toxic|hypersensitiv|itch|erythema|skin reaction|sensitiv/i, standards: ['ISO 10993-1', 'ISO 10993-10', 'ISO 10993-23'] },
  { name: 'material integrity', pattern: /material|fragment|corro|crack|fractur|break|detach/i, standards: ['ISO 10993-1'] },
  { name: 'electromagnetic', pattern: /electromagnetic|interference|electrostatic|\bemc\b|\bemi\b/i, standards: ['IEC 60601-1-2'] },
  { name: 'electrical or thermal hazard', pattern: /shock|electrical|spark|arcing|overheat|burn|fire|smok|melt|short/i, standards: ['IEC 60601-1'] },
  { name: 'alarm', pattern: /alarm/i, standards: ['IEC 60601-1-8'] },
  { name: 'wireless connection', pattern: /wireless|bluetooth|connectivity|communication|pairing|signal loss|wi-?fi/i, standards: ['ANSI C63.27', 'AAMI TIR69'] },
  { name: 'contamination or infection', pattern: /contamina|infection|unsterile|non-sterile|sepsis/i, standards: ['ISO 11737-1', 'AAMI TIR12'] },
  { name: 'packaging', pattern: /packag|seal|pouch/i, standards: ['ISO 11607-1', 'ASTM F1929'] },
  { name: 'security', pattern: /cyber|unauthori[sz]ed|hack|security/i, standards: ['AAMI TIR57'] },
  { name: 'MR environment', pattern: /\bmri\b|magnetic resonance/i, standards: ['ASTM F2503'] },
  { name: 'shelf life', pattern: /expir|shelf life|degrad|aging|ageing/i, standards: ['ASTM F1980'] },
];

const IVD_PROBLEM_RULES: readonly ProblemRule[] = [
  { name: 'false result', pattern: /false (?:positive|negative)/i, standards: ['CLSI EP12'] },
  { name: 'inaccurate result', pattern: /inaccura|incorrect|erroneous|high (?:test )?result|low (?:test )?result|imprecis|wrong|bias/i, standards: ['CLSI EP09', 'CLSI EP05'] },
];

export interface ProblemMatch {
  rule: string;
  standards: readonly string[];
  problems: ProblemCount[];
}

/** The problem rules the reported problems trigger, each with the problems (and counts) that did. */
export function matchProblems(problems: readonly ProblemCount[], ivd: boolean): ProblemMatch[] {
  const rules = ivd ? [...PROBLEM_RULES, ...IVD_PROBLEM_RULES] : PROBLEM_RULES;
  return rules.flatMap((rule) => {
    const hits = problems.filter((problem) => rule.pattern.test(problem.problem));
    return hits.length > 0 ? [{ rule: rule.name, standards: rule.standards, problems: hits }] : [];
  });
}
