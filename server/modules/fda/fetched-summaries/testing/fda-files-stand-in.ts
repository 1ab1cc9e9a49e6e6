import { createServer, type ServerResponse } from 'node:http';
import { listenOnLoopback } from '../../../../testing/loopback-server.ts';

/**
 * How the stand-in answers for one K-number's summary PDF: the bytes of a PDF; FDA's 404; a PDF sent after
 * `delayMs`; a PDF cut short (its Content-Length says more than is sent, then the socket closes); an HTML
 * page with status 200, as some proxies answer for a missing file.
 */
export type SummaryAnswer =
  | { kind: 'pdf'; bytes: Uint8Array }
  | { kind: 'missing' }
  | { kind: 'slow'; bytes: Uint8Array; delayMs: number }
  | { kind: 'truncated'; bytes: Uint8Array }
  | { kind: 'html' };

export interface FdaFilesStandIn {
  /** What FDA_FILES_BASE_URL is set to: http://127.0.0.1:<port> */
  baseUrl: string;
  /** The paths asked, in order. */
  requests: string[];
  /** The most requests it was answering at once. */
  mostAtOnce: () => number;
  stop(): Promise<void>;
}

/** FDA's path of a 510(k) summary PDF; the K-number is its first group. */
export const SUMMARY_PATH = /^\/cdrh_docs\/pdf\d*\/(K\d{6})\.pdf$/;

/** FDA's file host's answer for a file it does not hold. */
export function sendFdaNotFound(response: ServerResponse): void {
  response.writeHead(404, { 'content-type': 'text/html' });
  response.end('<html><body><h1>Not Found</h1></body></html>');
}

/**
 * A real HTTP server on 127.0.0.1 (random port) serving 510(k) summaries under FDA's paths
 * (/cdrh_docs/pdfNN/KNNNNNN.pdf), each as `answers` says; a K-number it has no answer for gets FDA's 404.
 */
export async function startFdaFilesStandIn(answers: ReadonlyMap<string, SummaryAnswer>): Promise<FdaFilesStandIn> {
  const requests: string[] = [];
  let open = 0;
  let most = 0;

  const sendPdf = (response: ServerResponse, bytes: Uint8Array) => {
    response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(bytes.byteLength) });
    response.end(bytes);
  };

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    requests.push(path);
    most = Math.max(most, ++open);
    response.on('close', () => open--);
    const answer = answers.get(SUMMARY_PATH.exec(path)?.[1] ?? '') ?? { kind: 'missing' };
    switch (answer.kind) {
      case 'pdf':
        return sendPdf(response, answer.bytes);
      case 'missing':
        return sendFdaNotFound(response);
      case 'html':
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end('<html><body>The page you requested is not available.</body></html>');
      case 'slow':
        return loopback.answerLater(response, answer.delayMs, () => sendPdf(response, answer.bytes));
      case 'truncated':
        response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(answer.bytes.byteLength) });
        response.write(answer.bytes.subarray(0, Math.floor(answer.bytes.byteLength / 2)));
        return loopback.answerLater(response, 50, () => response.destroy());
    }
  });
  const loopback = await listenOnLoopback(server);
  return { baseUrl: `http://127.0.0.1:${loopback.port}`, requests, mostAtOnce: () => most, stop: () => loopback.stop() };
}
