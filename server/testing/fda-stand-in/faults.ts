import type { ServerResponse } from 'node:http';

/**
 * A fault the stand-in answers a file's request with, for tests of the download path: FDA's server error
 * (HTTP 500), a transfer that stalls after half the file, one cut short (the Content-Length of the whole, half
 * the bytes, then the socket closes), or other bytes in place of the file (e.g. a zip whose header changed).
 */
export type StandInFault = { kind: 'server-error' } | { kind: 'stall' } | { kind: 'truncated' } | { kind: 'body'; bytes: Uint8Array };

export interface Faults {
  /** The next `times` requests of `urlPath` (e.g. /premarket/ftparea/pmn96cur.zip) get `fault`; later ones the file again. */
  inject(urlPath: string, fault: StandInFault, times?: number): void;
  /** Leaves a partition (its URL path) out of the download index, until clear(). */
  omitFromIndex(urlPath: string): void;
  /** Ends every injected fault. */
  clear(): void;
}

export function createFaults() {
  const pending = new Map<string, StandInFault[]>();
  const omitted = new Set<string>();
  const api: Faults = {
    inject(urlPath, fault, times = 1) {
      pending.set(urlPath, [...(pending.get(urlPath) ?? []), ...Array<StandInFault>(times).fill(fault)]);
    },
    omitFromIndex: (urlPath) => void omitted.add(urlPath),
    clear() {
      pending.clear();
      omitted.clear();
    },
  };
  return {
    api,
    omitted: omitted as ReadonlySet<string>,
    /** The fault for this request of `urlPath`, if one is due. */
    take: (urlPath: string): StandInFault | undefined => pending.get(urlPath)?.shift(),
  };
}

/** Answers with `fault`; `bytes` reads the file it stands in for. */
export function sendFault(response: ServerResponse, fault: StandInFault, bytes: () => Buffer): void {
  if (fault.kind === 'server-error') {
    response.writeHead(500, { 'content-type': 'text/html' });
    response.end('<html><body><h1>Internal Server Error</h1></body></html>');
    return;
  }
  const body = fault.kind === 'body' ? fault.bytes : bytes();
  response.writeHead(200, { 'content-type': 'application/zip', 'content-length': String(body.byteLength) });
  if (fault.kind === 'body') return void response.end(body);
  response.write(body.subarray(0, Math.floor(body.byteLength / 2)));
  // A stall keeps the connection open with nothing more to send (the stand-in's close() drops it).
  // The cut comes a moment later, so the client has the headers and a part of the body first.
  if (fault.kind === 'truncated') setTimeout(() => response.destroy(), 50).unref();
}
