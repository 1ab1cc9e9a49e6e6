import type { StreamEvent } from '../engine.ts';

export interface FallbackNotices {
  /** The notice when the model failed before sending anything. */
  silent(reason: string): string;
  /** The notice when it stopped after part of its reply was sent. */
  midway(reason: string): string;
}

/**
 * The model's reply, or, when it fails, a notice and then the local engine's reply. An abort by the
 * caller just ends the stream.
 */
export async function* withLocalFallback(
  modelReply: AsyncIterable<StreamEvent>,
  localReply: () => AsyncIterable<StreamEvent>,
  signal: AbortSignal,
  notices: FallbackNotices,
  reasonOf: (error: unknown) => string,
): AsyncGenerator<StreamEvent> {
  let sent = false;
  try {
    for await (const event of modelReply) {
      sent = true;
      yield event;
    }
  } catch (error) {
    if (signal.aborted) return;
    const reason = reasonOf(error);
    yield { kind: 'notice', content: sent ? notices.midway(reason) : notices.silent(reason) };
    yield* localReply();
  }
}
