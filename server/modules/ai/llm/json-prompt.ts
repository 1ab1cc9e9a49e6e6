import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';

const GROUNDING_RULE =
  'Use only the records given below. Never name a product code, K-number, De Novo number, standard or figure ' +
  'that is not in them, and do not add facts from memory.';

/**
 * The messages of a JSON task: what to do, the reply shape, then the records (retrieval's candidates and
 * the profile) as JSON. Answers are checked against the same records afterwards.
 */
export function jsonPrompt(task: string, replyShape: string, records: unknown): ChatCompletionMessageParam[] {
  return [
    {
      role: 'system',
      content:
        `You are Clearway's regulatory assistant for US FDA 510(k) strategy. ${task} ${GROUNDING_RULE} ` +
        `Reply with a single JSON object of this shape and nothing else: ${replyShape}`,
    },
    { role: 'user', content: JSON.stringify(records) },
  ];
}

/** A text cut to `limit` characters, so long summaries do not crowd out the candidates. */
export function excerpt(text: string | null | undefined, limit = 500): string | null {
  if (!text) return null;
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}

export const clampConfidence = (value: number) => Math.round(Math.min(100, Math.max(0, value)));
