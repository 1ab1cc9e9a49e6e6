import type { ChatTurn, ProfileField, ProfilerProfile } from '../../../../../src/api/contracts/ai.ts';
import { CONFIDENCE, extractRemarks, SHORT_FIELDS, type FieldUpdate } from './answer-extractors.ts';
import { asksForHelp, asksProfilerPurpose, asksToFinalize, asksToReadDocument, isConfirmation, isOpening, isRequest, isSkip } from './answer-intents.ts';
import { extractAnswer, readsLike } from './answer-routing.ts';
import { detectCorrection } from './corrections.ts';
import { GREETING, INTERVIEW_QUESTIONS, PROFILER_PURPOSE, questionOf } from './interview-questions.ts';
import * as say from './interview-replies.ts';
import { askedIn, skippedFields, viewThread, type Asked } from './interview-thread.ts';
import { moveTarget, offeredFrom } from './move-command.ts';
import { readLabelledPaste, readUnlabelled } from './pasted-text.ts';
import { missingRequired, profileValues, type ProfileValues } from './profile-values.ts';
import { isProsePaste } from './prose-reader.ts';
import { noDocumentsText } from './documents/document-replies.ts';
import { documentOutcome, type DocumentReads } from './documents/document-step.ts';

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

/** A request or question instead of a value: what the profiler says to it, or null when the turn is neither. */
function requestReply(answer: string, asked: ProfileField | null): string | null {
  if (asksToReadDocument(answer)) return noDocumentsText();
  if (asksForHelp(answer)) return say.helpText();
  if (!isRequest(answer)) return null;
  return asked === null ? say.helpText() : questionOf(asked).hint;
}

/** An unlabelled paste answering the role or name question is read as prose, not cut down to a phrase. */
function proseForShortField(interview: Interview, asked: ProfileField, answer: string): InterviewStep | null {
  if (!SHORT_FIELDS.has(asked) || !isProsePaste(answer)) return null;
  const prose = readUnlabelled(answer, null, filledFields(interview.values), new Set());
  if (!prose.updates.some((update) => update.field === 'description' || update.field === 'intended_use')) return null;
  return reply(interview, prose.updates, ...prose.said);
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
  const prose = proseForShortField(interview, asked, answer);
  if (prose) return prose;
  const updates = extractAnswer(answer, asked, filledFields(interview.values));
  const answered = updates.some((update) => update.field === asked);
  const other = answered ? readsLike(answer, asked) : null;
  return reply(
    interview,
    updates,
    updates.length > 0 ? say.recordedText(updates) : null,
    other === null ? null : say.moveOfferText(asked, other),
    answered ? null : say.notFoundText(asked),
  );
}

/**
 * 'move it to intended use' after an offer: the answer's text fills the named field. A tool call cannot
 * empty a field (a missing value is ignored), so the field it came from is asked for again.
 */
function moveStep(interview: Interview, previousAssistant: string, target: ProfileField): InterviewStep {
  const from = offeredFrom(previousAssistant);
  const value = from === null ? '' : interview.values[from];
  if (from === null || from === target || value === '') return reply(interview, [], say.noMoveText());
  const update: FieldUpdate = { field: target, value, confidence: CONFIDENCE.correction };
  return { updates: [update], reply: [say.movedText(from, target, value), say.askText(from)].join('\n\n'), finalize: null };
}

/** The first user turn, before the profiler has spoken: always greeted, whatever else it holds. */
function firstTurn(interview: Interview, answer: string): InterviewStep {
  const filled = filledFields(interview.values);
  const held = say.alreadyHeldText(interview.values);
  const pasted = readLabelledPaste(answer, null, filled);
  if (pasted) return reply(interview, pasted.updates, GREETING, ...pasted.said);
  if (asksProfilerPurpose(answer)) return reply(interview, [], GREETING, PROFILER_PURPOSE, held);
  const paste = isProsePaste(answer);
  if (isOpening(answer) && !paste) return reply(interview, [], GREETING, held);
  const request = requestReply(answer, null);
  if (request !== null) return reply(interview, [], GREETING, request);
  if (paste) {
    const prose = readUnlabelled(answer, null, filled, new Set());
    return reply(interview, prose.updates, GREETING, ...(prose.said.length > 0 ? prose.said : [held]));
  }
  const remarks = extractRemarks(answer, filled);
  return reply(interview, remarks, GREETING, remarks.length > 0 ? say.recordedText(remarks) : held);
}

/** A turn answering the profiler: finalising, a paste, a request, or the answer to what was asked. */
function interviewTurn(interview: Interview, previousAssistant: string, answer: string): InterviewStep {
  if (asksProfilerPurpose(answer)) return reply(interview, [], PROFILER_PURPOSE);
  const asked: Asked = askedIn(previousAssistant) ?? openField(interview) ?? 'confirm';
  if (asksToFinalize(answer) || (asked === 'confirm' && isConfirmation(answer))) return finish(interview);
  const field = asked === 'confirm' ? null : asked;
  const pasted = readLabelledPaste(answer, field, filledFields(interview.values));
  if (pasted) return reply(interview, pasted.updates, ...pasted.said);
  const request = requestReply(answer, field);
  if (request !== null) return reply(interview, [], request);
  if (field === null) return { updates: [], reply: say.changeText(), finalize: null };
  return answerField(interview, field, answer);
}

/**
 * The profiler's whole decision for a turn, from the thread and the profile alone (the server keeps no
 * state): corrections and moves first, then the first turn's greeting or the interview's answer to what
 * the last assistant turn asked (the first open field when it asked nothing recognisable). A labelled
 * paste fills every field it labels at any point; requests and questions are answered, never stored. A turn
 * about the attached documents is answered from `reads`, the documents profiler-chat.ts read for it.
 */
export function decideInterviewStep(messages: readonly ChatTurn[], profile: ProfilerProfile, reads: DocumentReads | null = null): InterviewStep {
  const thread = viewThread(messages);
  const interview: Interview = { values: profileValues(profile), skipped: skippedFields(messages) };
  const answer = thread.answer;
  if (answer === null) return reply(interview, [], thread.started ? null : GREETING, thread.started ? null : say.alreadyHeldText(interview.values));
  if (reads !== null) {
    const read = documentOutcome(interview.values, reads);
    return reply(interview, read.updates, thread.started ? null : GREETING, ...read.said);
  }

  const correction = detectCorrection(answer);
  if (correction) return reply(interview, correction, say.correctedText(correction));
  const target = moveTarget(answer);
  if (target !== null) return moveStep(interview, thread.previousAssistant ?? '', target);
  return thread.started ? interviewTurn(interview, thread.previousAssistant ?? '', answer) : firstTurn(interview, answer);
}
