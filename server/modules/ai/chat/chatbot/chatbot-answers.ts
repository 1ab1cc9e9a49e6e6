import type { SourceRef } from '../../../../../src/api/contracts/ai.ts';
import type { Classification, Coverage, DeviceRow, RiskSnapshot } from '../../../../../src/api/contracts/data.ts';
import type { GuidanceHit, ProblemCodeRecord, ProductCodeHit, RegulationRecord } from './chatbot.repository.ts';
import { IMDRF_ANNEXES } from './problem-terms.ts';
import { guidanceSource, kNumberSource, problemCodeSource, productCodeSource, regulationSource } from '../../../../../src/api/text/fda-source-refs.ts';

/** One part of a chatbot reply: lines that name only facts of the rows given, and the records they cite. */
export interface AnswerPart {
  text: string;
  sources: SourceRef[];
}

const PREDICATES_SHOWN = 5;
const CODES_SHOWN = 5;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function yearsOf({ firstYear, lastYear }: { firstYear: number | null; lastYear: number | null }): string | null {
  if (firstYear === null || lastYear === null) return null;
  return firstYear === lastYear ? `${firstYear}` : `${firstYear}-${lastYear}`;
}

/** The first sentence of a regulation paragraph, cut at a readable length. */
function firstSentence(text: string, max = 320): string {
  const sentence = /^.*?[.;](?=\s|$)/s.exec(text.trim())?.[0] ?? text.trim();
  return sentence.length <= max ? sentence : `${sentence.slice(0, max).replace(/\s+\S*$/, '')} ...`;
}

function recallsLine(count: number, coverage: Coverage): string {
  if (!coverage.held) return 'Recalls: no recall export was imported, so none can be counted.';
  const years = yearsOf(coverage);
  return `Recalls held: ${count} in the imported recall export${years ? ` (${years})` : ''}.`;
}

export function productCodeAnswer(
  scenario: Classification,
  latest: DeviceRow | null,
  problems: RiskSnapshot['adverse_events'],
  guidance: readonly GuidanceHit[],
): AnswerPart {
  const code = scenario.productCode;
  const { clearances, recalls } = scenario.tplcSnapshot;
  const lines = [`${code} is "${scenario.deviceName}": ${scenario.deviceClassDescription}.`];
  lines.push(
    scenario.regulationNumber
      ? `Regulation: 21 CFR ${scenario.regulationNumber}${scenario.regulationDescription ? ` (${scenario.regulationDescription})` : ''}.`
      : 'FDA names no regulation for this code.',
  );
  if (scenario.reviewPanel || scenario.medicalSpecialtyDescription) {
    lines.push(`Review panel: ${[scenario.reviewPanel, scenario.medicalSpecialtyDescription].filter(Boolean).join(', ')}.`);
  }
  if (clearances.count > 0) {
    const years = yearsOf(clearances);
    const newest = latest
      ? ` The latest held is ${latest.k_number}${latest.device_name ? ` (${latest.device_name}${latest.applicant ? `, ${latest.applicant}` : ''})` : ''}${latest.decision_date ? `, decided ${latest.decision_date}` : ''}.`
      : '';
    lines.push(`Clearances held: ${clearances.count} in the imported 510(k) files${years ? ` (${years})` : ''}.${newest}`);
    if (scenario.avgTimeToClearence !== null) lines.push(`Average time to clearance in those files: ${scenario.avgTimeToClearence} days.`);
  } else {
    lines.push(`Clearances held: none in the imported 510(k) files.`);
  }
  lines.push(recallsLine(recalls.count, recalls.coverage));
  if (problems.length > 0) {
    lines.push(`Most reported device problems in the held MAUDE reports: ${problems.map((problem) => `${problem.product_problem} (${problem.count})`).join(', ')}.`);
  }
  if (guidance.length > 0) lines.push(`Guidance documents matching this device type: ${guidance.map((hit) => `"${hit.title}"`).join('; ')}.`);
  return {
    text: lines.join('\n'),
    sources: [
      productCodeSource(code, scenario.deviceName),
      ...(scenario.regulationNumber ? [regulationSource(scenario.regulationNumber, scenario.regulationDescription)] : []),
      ...(latest ? [kNumberSource(latest.k_number, latest.device_name)] : []),
      ...guidance.map((hit) => guidanceSource(hit.file, hit.title)),
    ],
  };
}

export function deviceAnswer(device: DeviceRow): AnswerPart {
  const lines = [
    `${device.k_number} is "${device.device_name ?? 'unnamed'}"${device.applicant ? ` by ${device.applicant}` : ''}${device.decision_date ? `, decided ${device.decision_date}` : ''}${device.decision_description ? ` (${device.decision_description})` : ''}.`,
  ];
  if (device.product_code) {
    const facts = [device.classification_name, device.device_class, device.regulation_number ? `21 CFR ${device.regulation_number}` : null].filter(Boolean);
    lines.push(`Product code: ${device.product_code}${facts.length > 0 ? ` (${facts.join(', ')})` : ''}.`);
  }
  const predicates = device.predicate_k_numbers;
  if (predicates.length > 0) {
    const shown = predicates.slice(0, PREDICATES_SHOWN).join(', ');
    lines.push(`It cites ${plural(predicates.length, 'predicate')}: ${shown}${predicates.length > PREDICATES_SHOWN ? ', ...' : ''}.`);
  }
  const document = device.summary_pdf_url ?? device.statement_pdf_url ?? device.decision_summary_pdf_url;
  if (document) lines.push(`FDA document: ${document}`);
  return {
    text: lines.join('\n'),
    sources: [
      kNumberSource(device.k_number, device.device_name),
      ...(device.product_code ? [productCodeSource(device.product_code, device.classification_name ?? device.product_code)] : []),
    ],
  };
}

export function unknownDeviceLine(kNumber: string): string {
  return `No device numbered ${kNumber} is held in the imported 510(k) and De Novo files.`;
}

export function regulationAnswer(regulation: RegulationRecord, codes: readonly ProductCodeHit[]): AnswerPart {
  const lines = [`21 CFR ${regulation.regulation_number}: ${regulation.title}.`];
  if (regulation.identification) lines.push(`Identification: ${firstSentence(regulation.identification)}`);
  if (regulation.classification) lines.push(`Classification: ${firstSentence(regulation.classification)}`);
  const shown = codes.slice(0, CODES_SHOWN);
  if (shown.length > 0) {
    const list = shown.map((code) => `${code.product_code} (${code.device_name})`).join(', ');
    lines.push(`Product codes under it: ${list}${codes.length > shown.length ? `, and ${codes.length - shown.length} more` : ''}.`);
  }
  return {
    text: lines.join('\n'),
    sources: [regulationSource(regulation.regulation_number, regulation.title), ...shown.map((code) => productCodeSource(code.product_code, code.device_name))],
  };
}

export function problemAnswer(problem: ProblemCodeRecord): AnswerPart {
  const kind = IMDRF_ANNEXES[problem.annex] ?? `annex ${problem.annex}`;
  const codes = [`IMDRF code ${problem.imdrf_code}`, problem.fda_code ? `FDA code ${problem.fda_code}` : null].filter(Boolean).join(', ');
  const definition = problem.definition ? `: ${problem.definition}` : '.';
  return { text: `"${problem.term}" is an IMDRF ${kind} term (${codes})${definition}`, sources: [problemCodeSource(problem.imdrf_code, problem.term)] };
}

export function searchAnswer(codes: readonly ProductCodeHit[], regulations: readonly RegulationRecord[], guidance: readonly GuidanceHit[]): AnswerPart {
  const lines = ['The question names no product code, K-number or regulation, so I searched the FDA data for its words.'];
  if (codes.length > 0) {
    lines.push('Closest product codes:');
    for (const code of codes) lines.push(`- ${code.product_code}: ${code.device_name}${code.regulation_number ? ` (21 CFR ${code.regulation_number})` : ''}`);
  }
  if (regulations.length > 0) {
    lines.push('Closest regulations:');
    for (const regulation of regulations) lines.push(`- 21 CFR ${regulation.regulation_number}: ${regulation.title}`);
  }
  if (guidance.length > 0) {
    lines.push('Guidance documents whose titles match:');
    for (const hit of guidance) lines.push(`- ${hit.title}`);
  }
  if (codes.length > 0) lines.push('Ask about one of these product codes for its class, clearances and recalls.');
  return {
    text: lines.join('\n'),
    sources: [
      ...codes.map((code) => productCodeSource(code.product_code, code.device_name)),
      ...regulations.map((regulation) => regulationSource(regulation.regulation_number, regulation.title)),
      ...guidance.map((hit) => guidanceSource(hit.file, hit.title)),
    ],
  };
}

export const NOTHING_FOUND =
  'I found nothing in the imported FDA data for that question. Try naming a three-letter product code, a K-number or a 21 CFR regulation number, or describe the device type in a few words.';
