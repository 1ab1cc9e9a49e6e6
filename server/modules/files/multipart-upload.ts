import type { FastifyRequest } from 'fastify';
import { FILE_MESSAGES, UPLOAD_FIELD } from '../../../src/api/contracts/files.ts';
import { ERROR_CODES } from '../../../src/api/contracts/error-codes.ts';
import { UNKNOWN_FIELD_PROBLEM } from '../../../src/api/contracts/error-body.ts';
import { HttpError, ValidationError } from '../../http/errors.ts';
import { refuseBody } from '../../http/validate.ts';

export interface ReceivedFile {
  fileName: string;
  bytes: Buffer;
}

/** What a multipart form held: one file per file field read, and the first value of each text field. */
export interface ReceivedForm {
  files: Map<string, ReceivedFile>;
  fields: Map<string, string>;
}

export interface MultipartSpec {
  /** The largest file, in bytes; the reading stops there with a 413. */
  maxBytes: number;
  /** The fields whose file is read (the first is named by errors about the whole body); a file in another is refused. */
  fileFields: readonly string[];
  messages: {
    notMultipart: string;
    oneFileOnly: (field: string) => string;
  };
}

const hasClientStatus = (error: unknown) => {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * The files and text fields of a multipart body, read into memory but no file past `maxBytes` (413). A body
 * that is not multipart, that sends two files in one field or a file in a field not named, is a 400; whether
 * a file is missing, and which text fields are known, is the caller's to say.
 */
export async function receiveMultipart(request: FastifyRequest, { maxBytes, fileFields, messages }: MultipartSpec): Promise<ReceivedForm> {
  const bodyField = `body.${fileFields[0] ?? 'file'}`;
  if (!request.isMultipart()) throw new ValidationError(messages.notMultipart, bodyField);
  const { RequestFileTooLargeError } = request.server.multipartErrors;
  const form: ReceivedForm = { files: new Map(), fields: new Map() };
  const filesIn = new Map<string, number>();
  let field = bodyField;
  const limits = { fileSize: maxBytes, files: 10, fields: 20, fieldSize: 64 * 1024 };
  try {
    for await (const part of request.parts({ limits })) {
      field = `body.${part.fieldname}`;
      if (part.type !== 'file') {
        if (!form.fields.has(part.fieldname)) form.fields.set(part.fieldname, String(part.value));
        continue;
      }
      const count = (filesIn.get(part.fieldname) ?? 0) + 1;
      filesIn.set(part.fieldname, count);
      if (!fileFields.includes(part.fieldname) || count > 1) {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      // A file input left empty still sends its field, with no name and no bytes.
      const fileName = part.filename ?? '';
      if (fileName !== '' || bytes.length > 0) form.files.set(part.fieldname, { fileName, bytes });
    }
  } catch (error) {
    if (error instanceof RequestFileTooLargeError) {
      throw new HttpError(413, ERROR_CODES.payloadTooLarge, FILE_MESSAGES.tooLarge(maxBytes), field);
    }
    if (error instanceof HttpError || hasClientStatus(error)) throw error;
    // busboy's own complaints (no boundary, a cut-off body...) are the client's doing.
    throw new ValidationError(`The upload could not be read: ${(error as Error).message}`, bodyField);
  }
  const unknown = [...filesIn.keys()].filter((name) => !fileFields.includes(name));
  if (unknown.length > 0) {
    throw new ValidationError(unknown.map((name) => `body.${name} ${UNKNOWN_FIELD_PROBLEM}`).join('; '), `body.${unknown[0]}`);
  }
  const doubled = fileFields.find((name) => (filesIn.get(name) ?? 0) > 1);
  if (doubled) throw new ValidationError(messages.oneFileOnly(doubled), `body.${doubled}`);
  return form;
}

/**
 * The one file of an upload (field uploaded_file), read into memory but never past `maxBytes` (the reading
 * stops there with a 413). A body that is not multipart, has no file or has any other field is a 400.
 */
export async function receiveUploadedFile(request: FastifyRequest, maxBytes: number): Promise<ReceivedFile> {
  const { files, fields } = await receiveMultipart(request, {
    maxBytes,
    fileFields: [UPLOAD_FIELD],
    messages: { notMultipart: FILE_MESSAGES.notMultipart, oneFileOnly: () => FILE_MESSAGES.oneFileOnly },
  });
  const received = files.get(UPLOAD_FIELD);
  if (!received) throw new ValidationError(FILE_MESSAGES.fileMissing, `body.${UPLOAD_FIELD}`);
  refuseBody(Object.fromEntries(fields));
  return received;
}
