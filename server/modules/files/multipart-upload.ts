import type { FastifyRequest } from 'fastify';
import { FILE_MESSAGES, UPLOAD_FIELD } from '../../../src/api/contracts/files.ts';
import { ERROR_CODES } from '../../../src/api/contracts/error-codes.ts';
import { HttpError, ValidationError } from '../../http/errors.ts';

export interface ReceivedFile {
  fileName: string;
  bytes: Buffer;
}

const FILE_FIELD = `body.${UPLOAD_FIELD}`;

const hasClientStatus = (error: unknown) => {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * The one file of a multipart upload, read into memory but never past `maxBytes` (the reading stops there
 * with a 413); other fields are ignored. A body that is not multipart or has no file is a 400.
 */
export async function receiveUploadedFile(request: FastifyRequest, maxBytes: number): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new ValidationError(FILE_MESSAGES.notMultipart, FILE_FIELD);
  const { RequestFileTooLargeError } = request.server.multipartErrors;
  let received: ReceivedFile | undefined;
  let filesInField = 0;
  const limits = { fileSize: maxBytes, files: 10, fields: 20, fieldSize: 64 * 1024 };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD || ++filesInField > 1) {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      // A file input left empty still sends its field, with no name and no bytes.
      const fileName = part.filename ?? '';
      if (fileName !== '' || bytes.length > 0) received = { fileName, bytes };
    }
  } catch (error) {
    if (error instanceof RequestFileTooLargeError) {
      throw new HttpError(413, ERROR_CODES.payloadTooLarge, FILE_MESSAGES.tooLarge(maxBytes), FILE_FIELD);
    }
    if (error instanceof HttpError || hasClientStatus(error)) throw error;
    // busboy's own complaints (no boundary, a cut-off body...) are the client's doing.
    throw new ValidationError(`The upload could not be read: ${(error as Error).message}`, FILE_FIELD);
  }
  if (filesInField > 1) throw new ValidationError(FILE_MESSAGES.oneFileOnly, FILE_FIELD);
  if (!received) throw new ValidationError(FILE_MESSAGES.fileMissing, FILE_FIELD);
  return received;
}
