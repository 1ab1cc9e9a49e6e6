import { summaryPdfPath } from '../documents/document-urls.ts';

/**
 * A client of FDA's file host (www.accessdata.fda.gov), which serves each 510(k) summary as a PDF under
 * /cdrh_docs/pdfNN/KNNNNNN.pdf. A missing file is a 404 (or, behind some proxies, a 200 HTML page).
 */

/** What the host answered for a K-number: the PDF's bytes, or that it holds no summary PDF there. */
export type SummaryFile = { found: true; url: string; bytes: Uint8Array } | { found: false; url: string; problem: string };

/**
 * The host did not answer in full: nothing is kept, and the K-number may be asked again later.
 * 'unreachable' (no connection at all) also means the host is down or the machine offline.
 */
export type FdaFilesFailure = 'unreachable' | 'timeout' | 'unavailable' | 'truncated';

export class FdaFilesError extends Error {
  constructor(
    readonly failure: FdaFilesFailure,
    message: string,
  ) {
    super(message);
    this.name = 'FdaFilesError';
  }
}

export interface FdaFilesClientOptions {
  /** e.g. https://www.accessdata.fda.gov (a trailing slash is ignored). */
  baseUrl: string;
  /** A download that has not ended in this time fails as a timeout. */
  timeoutMs: number;
  /** A larger file is not downloaded: it is answered as not found, with the reason. */
  maxBytes: number;
}

export type FdaFilesClient = ReturnType<typeof createFdaFilesClient>;

const PDF_MAGIC = '%PDF-';
const MB = 1024 * 1024;

function failureOf(error: unknown, timeoutMs: number): FdaFilesError {
  if (error instanceof FdaFilesError) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return new FdaFilesError('timeout', `FDA's file host did not send the file within ${timeoutMs} ms`);
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  // undici ends a body cut short by the server with 'terminated' (UND_ERR_SOCKET).
  if (error instanceof TypeError && error.message === 'terminated') return new FdaFilesError('truncated', "FDA's file host ended the file early");
  const reason = typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
  return new FdaFilesError('unreachable', `FDA's file host could not be reached (${reason})`);
}

/** The body, whole: never more than `maxBytes`, and exactly Content-Length when the host said one. */
async function readBody(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) return null;
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader!.read()) {
    received += chunk.value.byteLength;
    if (received > maxBytes) {
      await reader!.cancel();
      return null;
    }
    chunks.push(chunk.value);
  }
  if (Number.isFinite(declared) && received !== declared) {
    throw new FdaFilesError('truncated', `FDA's file host sent ${received} of the file's ${declared} bytes`);
  }
  return Buffer.concat(chunks);
}

export function createFdaFilesClient({ baseUrl, timeoutMs, maxBytes }: FdaFilesClientOptions) {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    /** The summary PDF of a K-number, or why the host holds none; throws FdaFilesError when it did not answer in full. */
    async summaryPdf(kNumber: string): Promise<SummaryFile> {
      const path = summaryPdfPath(kNumber);
      if (path === null) throw new RangeError(`${kNumber} is not a K-number`);
      const url = `${base}${path}`;
      try {
        const response = await fetch(url, { headers: { accept: 'application/pdf' }, signal: AbortSignal.timeout(timeoutMs) });
        if (response.status === 404 || response.status === 410) {
          await response.body?.cancel();
          return { found: false, url, problem: `HTTP ${response.status}` };
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw new FdaFilesError('unavailable', `FDA's file host answered HTTP ${response.status}`);
        }
        const bytes = await readBody(response, maxBytes);
        if (bytes === null) return { found: false, url, problem: `larger than ${Math.round(maxBytes / MB)} MB` };
        if (Buffer.from(bytes.subarray(0, PDF_MAGIC.length)).toString('latin1') !== PDF_MAGIC) return { found: false, url, problem: 'not a PDF' };
        return { found: true, url, bytes };
      } catch (error) {
        throw failureOf(error, timeoutMs);
      }
    },
  };
}
