import { Readable } from 'node:stream';
import { STREAM_DONE, STREAM_ERROR_DELIMITER, type StreamChunk } from '../../../src/api/contracts/ai.ts';
import { HttpError } from '../../http/errors.ts';
import type { StreamEvent } from './engine.ts';

/** The JSON chunk of one event (docs/stream.md). */
export function chunkOf(event: StreamEvent): StreamChunk {
  switch (event.kind) {
    case 'text':
      return { content: event.content, is_complete: false };
    case 'tool_call':
      return { content: '', is_complete: false, event: 'tool_call', tool_call: event.toolCall };
    case 'finalize':
      return { content: event.content, is_complete: true, event: 'finalize' };
    case 'notice':
      return { content: event.content, is_complete: false, event: 'notice' };
    case 'sources':
      return { content: '', is_complete: false, event: 'sources', sources: event.sources };
  }
}

const line = (payload: string) => `data: ${payload}\n\n`;

const SERVER_PROBLEM = 'The reply stopped because of a server problem. Please try again.';

/**
 * The wire form of a reply: one `data:` line per event, a closing chunk and `[DONE]`; a failure after the
 * stream began becomes an `[ERROR]` line (the status is already sent), its message hidden unless it is safe.
 */
export function streamLines(events: AsyncIterable<StreamEvent>, logFailure: (error: unknown) => void): Readable {
  async function* lines(): AsyncGenerator<string> {
    try {
      for await (const event of events) yield line(JSON.stringify(chunkOf(event)));
      yield line(JSON.stringify({ content: '', is_complete: true } satisfies StreamChunk));
      yield line(STREAM_DONE);
    } catch (error) {
      if (!(error instanceof HttpError)) logFailure(error);
      const message = error instanceof HttpError && error.status < 500 ? error.message : SERVER_PROBLEM;
      yield line(`${STREAM_ERROR_DELIMITER} ${message}`);
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
