import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import {
  FILE_PATHS,
  FileUrlQuery,
  SignedObjectQuery,
  UploadQuery,
  type FileUrl,
  type UploadedFile,
} from '../../../src/api/contracts/files.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { parse } from '../../http/validate.ts';
import { fileNameOfKey } from './object-keys.ts';
import { readFolderName, type FilesService } from './files.service.ts';
import { receiveUploadedFile } from './multipart-upload.ts';
import { sendObject } from './send-object.ts';

export interface FilesRoutesOptions {
  files: FilesService;
}

type WithQuery = { Querystring: unknown };

/** POST /minio/upload-file-object and GET /s3/url, for the signed-in caller (register inside an API base). */
export const filesRoutes: FastifyPluginAsync<FilesRoutesOptions> = async (app, { files }) => {
  // Multipart bodies are accepted by these routes only; the file's own limit replaces the body limit.
  await app.register(multipart);

  app.post<WithQuery>(FILE_PATHS.upload, async (request): Promise<UploadedFile> => {
    const { uid } = requireUser(request);
    const folderName = readFolderName(parse(UploadQuery, request.query, 'query', { strict: true }).folder_name);
    const { fileName, bytes } = await receiveUploadedFile(request, files.maxBytes);
    return files.upload({ uid, folderName, fileName, bytes });
  });

  app.get<WithQuery>(FILE_PATHS.url, async (request): Promise<FileUrl> =>
    files.link(requireUser(request).uid, parse(FileUrlQuery, request.query, 'query').object_key),
  );
};

/**
 * GET /files/object?key&expires&signature: the download a signed link of the local storage points to. It
 * takes no bearer token (a browser tab opens it); the link's HMAC and expiry protect it instead.
 */
export const signedFileRoutes: FastifyPluginAsync<FilesRoutesOptions> = async (app, { files }) => {
  app.get<WithQuery>(FILE_PATHS.signedObject, async (request, reply) => {
    const query = parse(SignedObjectQuery, request.query, 'query');
    const object = await files.openSigned(query);
    // The app's page policy would stop a browser's PDF viewer; the stored types run no script of their own.
    reply.removeHeader('content-security-policy');
    return sendObject(reply, object, { contentType: object.contentType, fileName: fileNameOfKey(query.key ?? ''), disposition: 'inline' });
  });
};
