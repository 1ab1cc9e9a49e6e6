import type { ChatTurn, ProfileField, ProfilerProfile } from '../../../../../src/api/contracts/ai.ts';
import { extractAnswer, extractRemarks, type FieldUpdate } from './answer-extractors.ts';
import { asksProfilerPurpose, asksToFinalize, isConfirmation, isOpening, isQuestion, isSkip } from './answer-intents.ts';
import { detectCorrection } from './corrections.ts';
import { GREETING, INTERVIEW_QUESTIONS, PROFILER_PURPOSE, questionOf } from './interview-questions.ts';
import * as say from './interview-replies.ts';
import { askedIn, skippedFields, viewThread, type Asked } from './interview-thread.ts';
import { missingRequired, profileValues, type ProfileValues } from './profile-values.ts';

/** What the profiler does with a turn: the tool calls to emit, the reply, and the closing summary if it finalises. */
export interface InterviewStep {
  updates: FieldUpdate[];
  reply: string;
  /** Set when the profile is finalised: the closing summary. */
  finalize: string | null;
}

interface Interview {
  values: ProfileValues;
  skipped: Set<ProfileField>;
}

const filledFields = (values: ProfileValues) => new Set(INTERVIEW_QUESTIONS.map((entry) => entry.field).filter((field) => values[field] !== ''));

function openField({ values, skipped }: Interview): ProfileField | null {
  return INTERVIEW_QUESTIONS.find(({ field }) => values[field] === '' && !skipped.has(field))?.field ?? null;
}

/** The next question: the first open field, else the summary and the closing question. */
function nextPrompt(interview: Interview): string {
  const field = openField(interview);
  if (field !== null) return say.askText(field);
  return say.confirmText(interview.values, interview.skipped);
}

function reply(interview: Interview, updates: FieldUpdate[], ...blocks: (string | null)[]): InterviewStep {
  const values = { ...interview.values };
  for (const update of updates) values[update.field] = update.value;
  const text = [...blocks, nextPrompt({ ...interview, values })].filter((block): block is string => block !== null && block !== '');
  return { updates, reply: text.join('\n\n'), finalize: null };
}

function finish(interview: Interview): InterviewStep {
  const missing = missingRequired(interview.values);
  if (missing.length > 0) return reply(interview, [], say.missingRequiredText(missing));
  return { updates: [], reply: '', finalize: say.finalizedText(interview.values, interview.skipped) };
}

function answerField(interview: Interview, asked: ProfileField, answer: string): InterviewStep {
  if (isOpening(answer)) return reply(interview, []);
  if (isSkip(answer)) {
    if (!questionOf(asked).optional) return reply(interview, [], say.requiredText(asked));
    return reply(interview, [], say.skippedText(asked));
  }
  if (asked === 'attachments') {
    const remarks = extractRemarks(answer, filledFields(interview.values));
    return reply(interview, remarks, remarks.length > 0 ? say.recordedText(remarks) : null, say.attachmentsText(interview.values));
  }
  const updates = extractAnswer(answer, asked, filledFields(interview.values));
  if (updates.length === 0 && isQuestion(answer)) return reply(interview, [], questionOf(asked).hint);
  const answered = updates.some((update) => update.field === asked);
  return reply(interview, updates, updates.length > 0 ? say.recordedText(updates) : null, answered ? null : say.notFoundText(asked));
}

/**
 * The profiler's whole decision for a turn, from the thread and the profile alone (the server keeps no
 * state): corrections first, then the opening, questions about the profiler, the closing confirmation,
 * and otherwise the answer to what the last assistant turn asked (the first open field when it asked
 * nothing recognisable).
 */
export function decideInterviewStep(messages: readonly ChatTurn[], profile: ProfilerProfile): InterviewStep {
  const thread = viewThread(messages);
  const interview: Interview = { values: profileValues(profile), skipped: skippedFields(messages) };
  const answer = thread.answer;
  if (answer === null) return reply(interview, [], thread.started ? null : GREETING, thread.started ? null : say.alreadyHeldText(interview.values));

  const correction = detectCorrection(answer);
  if (correction) return reply(interview, correction, say.correctedText(correction));

  if (!thread.started) {
    const remarks = isOpening(answer) || asksProfilerPurpose(answer) ? [] : extractRemarks(answer, filledFields(interview.values));
    return reply(
      interview,
      remarks,
      GREETING,
      asksProfilerPurpose(answer) ? PROFILER_PURPOSE : null,
      remarks.length > 0 ? say.recordedText(remarks) : say.alreadyHeldText(interview.values),
    );
  }
  if (asksProfilerPurpose(answer)) return reply(interview, [], PROFILER_PURPOSE);

  const asked: Asked = askedIn(thread.previousAssistant ?? '') ?? openField(interview) ?? 'confirm';
  if (asksToFinalize(answer) || (asked === 'confirm' && isConfirmation(answer))) return finish(interview);
  if (asked === 'confirm') return { updates: [], reply: say.changeText(), finalize: null };
  return answerField(interview, asked, answer);
}
