import type { FastifyReply } from 'fastify';
import type { OpenedObject } from './file-storage.ts';

export interface ObjectHeaders {
  contentType: string;
  fileName: string;
  /** inline: the browser shows it (a signed link in a tab); attachment: the browser saves it. */
  disposition: 'inline' | 'attachment';
}

/** Streams a stored object as the answer, with its type, length and file name, never cached by the way. */
export function sendObject(reply: FastifyReply, { body, size }: OpenedObject, { contentType, fileName, disposition }: ObjectHeaders) {
  return reply
    .header('content-type', contentType)
    .header('content-length', size)
    .header('content-disposition', `${disposition}; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}
