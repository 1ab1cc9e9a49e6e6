import type { ChatTurn, ProfileField, ProfilerProfile } from '../../../src/api/contracts/ai';
import { splitSentences } from '../../../server/modules/ai/chat/profiler/answer-extractors';
import { decideInterviewStep } from '../../../server/modules/ai/chat/profiler/interview-step';
import { askText } from '../../../server/modules/ai/chat/profiler/interview-replies';
import { interviewScript, landed, runInterview } from '../../../server/modules/ai/chat/profiler/testing/interview-scripts';
import { PASTE_FORMS, pasteOf, type PasteForm } from '../../../server/modules/ai/chat/profiler/testing/paste-forms';
import type { SummaryCase } from '../../../server/modules/ai/chat/profiler/testing/summary-cases';
import { roundTo } from '../../lib/stats';
import type { TableRow } from '../../suite';

/** DESIGN.md section 6: interview answers filed in the field they belong to. */
export const INTERVIEW_TARGET_PERCENT = 95;

export interface Tally {
  landed: number;
  given: number;
}

/** A field that did not land: which case, which field, what the profile held instead. */
export interface Misfiled {
  kNumber: string;
  field: ProfileField;
  held: string | null;
}

const percent = ({ landed, given }: Tally) => (given === 0 ? 0 : roundTo((100 * landed) / given, 1));
const add = (tally: Tally, hit: boolean) => ({ landed: tally.landed + (hit ? 1 : 0), given: tally.given + 1 });
const held = (profile: ProfilerProfile, field: ProfileField) => (typeof profile[field] === 'string' ? (profile[field] as string) : null);

/** Each case's interview, each answer given in turn to its question: how many of the answers landed where they belong. */
export function measureInterviews(cases: readonly SummaryCase[]): { tally: Tally; misfiled: Misfiled[] } {
  let tally: Tally = { landed: 0, given: 0 };
  const misfiled: Misfiled[] = [];
  cases.forEach((summary, variant) => {
    const script = interviewScript(summary, variant);
    const { profile } = runInterview(script);
    for (const [field, { expected }] of Object.entries(script) as [ProfileField, { expected: string }][]) {
      const hit = landed(profile, field, expected);
      tally = add(tally, hit);
      if (!hit) misfiled.push({ kNumber: summary.kNumber, field, held: held(profile, field) });
    }
  });
  return { tally, misfiled };
}

/** A prose field lands when it is filled and each of its sentences comes from that field's own text. */
function proseLanded(profile: ProfilerProfile, field: ProfileField, expected: string): boolean {
  const value = held(profile, field);
  return value !== null && splitSentences(value).every((sentence) => expected.replace(/\s+/g, ' ').includes(sentence.replace(/\s+/g, ' ')));
}

/** Each case pasted in each form as the first message: how many of the pasted fields landed. */
export function measurePastes(cases: readonly SummaryCase[]): Record<PasteForm, Tally> {
  const tallies = Object.fromEntries(PASTE_FORMS.map((form) => [form, { landed: 0, given: 0 }])) as Record<PasteForm, Tally>;
  cases.forEach((summary, variant) => {
    for (const form of PASTE_FORMS) {
      const paste = pasteOf(summary, form, variant);
      const profile: ProfilerProfile = {};
      for (const { field, value } of decideInterviewStep([{ role: 'user', content: paste.text }], {}).updates) if (field !== 'attachments') profile[field] = value;
      for (const [field, expected] of Object.entries(paste.expected) as [ProfileField, string][]) {
        const hit = form === 'prose' ? proseLanded(profile, field, expected) : landed(profile, field, expected);
        tallies[form] = add(tallies[form], hit);
      }
    }
  });
  return tallies;
}

/** Requests and questions, sent first and in answer to each question: none may become a value. */
export const REQUESTS = [
  'Please fill the profile from the document I attached',
  'fill it from my document',
  'what do you need?',
  'can you help',
  'Can you read the PDF I uploaded?',
] as const;

export interface RequestTally {
  stored: number;
  asked: number;
}

export function storedRequests(): RequestTally {
  const questions: (ProfileField | null)[] = [null, 'role', 'device_name', 'description', 'intended_use', 'key_specifications', 'functionality', 'references'];
  let stored = 0;
  for (const request of REQUESTS) {
    for (const field of questions) {
      const thread: ChatTurn[] = field === null ? [] : [{ role: 'assistant', content: askText(field) }];
      if (decideInterviewStep([...thread, { role: 'user', content: request }], {}).updates.length > 0) stored += 1;
    }
  }
  return { stored, asked: REQUESTS.length * questions.length };
}

export function interviewRows(interviews: Tally, pastes: Record<PasteForm, Tally>, requests: RequestTally): TableRow[] {
  const pasted = Object.values(pastes).reduce((sum, tally) => ({ landed: sum.landed + tally.landed, given: sum.given + tally.given }), { landed: 0, given: 0 });
  return [
    {
      metric: `profiler interview: answers filed in their field (${interviews.given} answers)`,
      value: `${percent(interviews)} %`,
      target: `>= ${INTERVIEW_TARGET_PERCENT} %`,
      pass: percent(interviews) >= INTERVIEW_TARGET_PERCENT,
    },
    { metric: `profiler paste, all forms: fields filed in their field (${pasted.given} fields)`, value: `${percent(pasted)} %`, target: '', pass: null },
    ...PASTE_FORMS.map((form): TableRow => ({ metric: `profiler paste, ${form}`, value: `${percent(pastes[form])} %`, target: '', pass: null })),
    { metric: `profiler: requests and questions stored as a value (${requests.asked} asked)`, value: `${requests.stored}`, target: '0', pass: requests.stored === 0 },
  ];
}
