import type { ConfiguredMiddleware } from 'wretch';
import type { ApiClients } from '../clients';
import { FILE_PATHS, FileUrl, UPLOAD_FIELD, UploadedFile } from '../contracts/files';
import { requestJson } from '../json';

/**
 * Remembers where the last response came from: the server's local links are root-relative
 * (/api/rest/v1/files/object?...), and they belong to the REST server's origin, not the page's.
 */
function responseUrlKeeper() {
  let responseUrl: string | undefined;
  const middleware: ConfiguredMiddleware = (next) => async (url, options) => {
    const response = await next(url, options);
    responseUrl = response.url || undefined;
    return response;
  };
  const absolute = (link: string) => (responseUrl ? new URL(link, responseUrl).href : link);
  return { middleware, absolute };
}

/** The attachment calls of SPEC section 7 (REST): upload a file, and get a fresh read link for one. */
export function filesApi({ rest }: Pick<ApiClients, 'rest'>) {
  return {
    /** Uploads `file` into the caller's `folderName`; the server checks its size and type (ApiError 413/415). */
    async upload(
      file: Blob & { name: string },
      folderName: string,
      { signal }: { signal?: AbortSignal } = {},
    ): Promise<UploadedFile> {
      const form = new FormData();
      form.append(UPLOAD_FIELD, file, file.name);
      const keeper = responseUrlKeeper();
      // The body is set on the client itself: requestJson would send a body of its own as JSON.
      const client = rest.body(form).middlewares([keeper.middleware]);
      const uploaded = await requestJson(client, 'POST', FILE_PATHS.upload, UploadedFile, {
        query: { folder_name: folderName },
        signal,
      });
      return { ...uploaded, url: keeper.absolute(uploaded.url) };
    },

    /** A fresh read link of a file an upload of the caller returned (ApiError 404 for any other key). */
    async fileUrl(objectKey: string, { signal }: { signal?: AbortSignal } = {}): Promise<FileUrl> {
      const keeper = responseUrlKeeper();
      const link = await requestJson(rest.middlewares([keeper.middleware]), 'GET', FILE_PATHS.url, FileUrl, {
        query: { object_key: objectKey },
        signal,
      });
      return { ...link, url: keeper.absolute(link.url) };
    },
  };
}
