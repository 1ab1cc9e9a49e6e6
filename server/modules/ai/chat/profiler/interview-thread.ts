import type { ChatTurn, ProfileField } from '../../../../../src/api/contracts/ai.ts';
import { isSkip } from './answer-intents.ts';
import { CONFIRM_QUESTION, INTERVIEW_QUESTIONS, questionOf } from './interview-questions.ts';

/** What an assistant turn asked: a field, the closing confirmation, or nothing recognisable. */
export type Asked = ProfileField | 'confirm' | null;

/** The question whose text appears last in the turn (merged turns may hold several). */
export function askedIn(assistantText: string): Asked {
  let asked: Asked = null;
  let at = -1;
  const candidates: [Asked, string][] = [...INTERVIEW_QUESTIONS.map((entry): [Asked, string] => [entry.field, entry.question]), ['confirm', CONFIRM_QUESTION]];
  for (const [what, question] of candidates) {
    const index = assistantText.lastIndexOf(question);
    if (index > at) [asked, at] = [what, index];
  }
  return asked;
}

/** The thread split into the user's last turn and what came before it. */
export interface ThreadView {
  /** The last turn when it is the user's, else null (nothing to answer). */
  answer: string | null;
  /** The assistant turn the answer replies to (null when the assistant has not spoken yet). */
  previousAssistant: string | null;
  /** Whether the assistant has spoken at all in the thread. */
  started: boolean;
}

export function viewThread(messages: readonly ChatTurn[]): ThreadView {
  const last = messages.at(-1);
  const answer = last?.role === 'user' && last.content.trim() !== '' ? last.content.trim() : null;
  const before = answer === null ? messages : messages.slice(0, -1);
  const previousAssistant = before.findLast((turn) => turn.role === 'assistant')?.content ?? null;
  return { answer, previousAssistant, started: messages.some((turn) => turn.role === 'assistant') };
}

/** Optional fields the user skipped in the thread: an assistant question followed by a skip. */
export function skippedFields(messages: readonly ChatTurn[]): Set<ProfileField> {
  const skipped = new Set<ProfileField>();
  messages.forEach((turn, index) => {
    const next = messages[index + 1];
    if (turn.role !== 'assistant' || next?.role !== 'user' || !isSkip(next.content)) return;
    const asked = askedIn(turn.content);
    if (asked !== null && asked !== 'confirm' && questionOf(asked).optional) skipped.add(asked);
  });
  return skipped;
}
