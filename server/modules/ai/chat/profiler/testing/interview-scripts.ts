import type { ChatTurn, ProfileField, ProfilerProfile } from '../../../../../../src/api/contracts/ai.ts';
import { REFERENCE_TOKENS } from '../answer-extractors.ts';
import { decideInterviewStep } from '../interview-step.ts';
import { askedIn } from '../interview-thread.ts';
import type { SummaryCase } from './summary-cases.ts';

/** What a user answers to one question, and the value that answer should leave in the profile. */
export interface ScriptedAnswer {
  answer: string;
  expected: string;
}

export type InterviewScript = Partial<Record<ProfileField, ScriptedAnswer>>;

const sentenceEnd = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * A user answering each question with the summary's text for it, with the noise real answers carry: the
 * name and the role said in a sentence, an acknowledgement before the description, a specification figure
 * in the description, a standard in the specifications, the references in a sentence. `variant` picks the
 * phrasing, so a set of cases uses all of them.
 */
export function interviewScript({ texts }: SummaryCase, variant: number): InterviewScript {
  const script: InterviewScript = {};
  const plain = (field: ProfileField, text: string | undefined) => {
    if (text) script[field] = { answer: text, expected: text };
  };
  const name = texts.device_name;
  if (name) {
    const said = [name, `It's called ${name}.`, `The device name is ${name}`][variant % 3]!;
    script.device_name = { answer: said, expected: name };
  }
  if (texts.role) script.role = { answer: variant % 2 === 0 ? texts.role : `My role is ${texts.role}`, expected: texts.role };
  const [figure] = texts.key_specifications?.split(/(?<=[.;])\s+/) ?? [];
  const description = texts.description && figure ? `${sentenceEnd(texts.description)} ${figure}` : texts.description;
  if (description) script.description = { answer: variant % 4 === 1 ? `Sure. ${description}` : description, expected: description };
  plain('intended_use', texts.intended_use);
  const standard = texts.references?.match(REFERENCE_TOKENS)?.find((token) => !/^(?:K|DEN)\d/.test(token));
  plain('key_specifications', texts.key_specifications && standard ? `${sentenceEnd(texts.key_specifications)} Tested to ${standard}.` : texts.key_specifications);
  plain('functionality', texts.functionality);
  plain('references', texts.references && variant % 2 === 1 ? `We plan to follow ${texts.references}.` : texts.references);
  return script;
}

/** The profile a scripted user ends with, answering each question the profiler asks until it asks to finalize. */
export function runInterview(script: InterviewScript, maxTurns = 20): { profile: ProfilerProfile; messages: ChatTurn[] } {
  const messages: ChatTurn[] = [];
  const profile: ProfilerProfile = {};
  for (let turn = 0; turn < maxTurns; turn += 1) {
    const step = decideInterviewStep(messages, profile);
    for (const { field, value } of step.updates) if (field !== 'attachments') profile[field] = value;
    messages.push({ role: 'assistant', content: step.reply });
    const asked = askedIn(step.reply);
    if (asked === null || asked === 'confirm') break;
    messages.push({ role: 'user', content: script[asked]?.answer ?? 'skip' });
  }
  return { profile, messages };
}

const comparable = (text: string) => text.replace(/\s+/g, ' ').replace(/[\s.,;:]+$/, '').trim().toLowerCase();

/** Whether the profile holds what was meant for the field (spacing, final punctuation and case aside). */
export function landed(profile: ProfilerProfile, field: ProfileField, expected: string): boolean {
  const value = profile[field];
  return typeof value === 'string' && comparable(value) === comparable(expected);
}
