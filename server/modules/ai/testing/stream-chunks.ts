import { StreamChunk } from '../../../../src/api/contracts/ai.ts';

/** A streamed reply's chunks (docs/stream.md) and its last line ([DONE] or an [ERROR]). */
export function streamChunks(body: string): { chunks: StreamChunk[]; last: string } {
  const lines = body.split('\n').filter((line) => line !== '');
  const payloads = lines.map((line) => line.replace(/^data: /, ''));
  return { chunks: payloads.slice(0, -1).map((payload) => StreamChunk.assert(JSON.parse(payload))), last: payloads.at(-1)! };
}
