import type { AiAttachment } from '../../../../src/api/contracts/ai.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { isKeyOf } from '../../files/object-keys.ts';
import { documentFailureMessages } from '../document-failure-messages.ts';
import { DOCUMENT_LIMITS } from '../document-limits.ts';
import { readDocument } from '../read-document.ts';
import type { AttachedDocument, ReadAttachment } from './attached-document.ts';
import { attachmentMessages } from './attachment-messages.ts';

async function bytesOf(body: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/**
 * Reads the profile's attachments for one user: only objects under the user's own key are opened (a key of
 * another account is refused by its shape, before the storage is asked), and the text is read off the event
 * loop by readDocument. An object larger than a document may be is refused before it is loaded.
 */
export function attachmentReader(storage: FileStorage, uid: string): ReadAttachment {
  return async (attachment: AiAttachment): Promise<AttachedDocument> => {
    const { name } = attachment;
    const key = attachment.object_key ?? '';
    if (key === '') return { name, problem: attachmentMessages.notUploaded(name) };
    if (!isKeyOf(uid, key)) return { name, problem: attachmentMessages.otherOwner(name) };
    const opened = await storage.open(key);
    if (opened === undefined) return { name, problem: attachmentMessages.missing(name) };
    if (opened.size > DOCUMENT_LIMITS.bytes) {
      opened.body.destroy();
      return { name, problem: documentFailureMessages.tooLarge(name, opened.size, DOCUMENT_LIMITS) };
    }
    const reading = await readDocument(await bytesOf(opened.body), { fileName: name, contentType: attachment.content_type ?? undefined });
    return reading.ok ? { name, text: reading.text } : { name, problem: reading.message };
  };
}
