import { documentFailureMessages as messages } from './document-failure-messages.ts';
import { documentKindOf } from './document-kind.ts';
import { DOCUMENT_LIMITS, type DocumentLimits } from './document-limits.ts';
import type { DocumentFailure, DocumentFailureReason, DocumentReading } from './document-reading.ts';
import type { Extraction, ExtractionJob } from './extract/extraction.ts';
import { startReaderThread } from './reader-thread.ts';
import { PoolError, WorkerPool } from './worker-pool.ts';

export interface DocumentSource {
  fileName: string;
  /** The content type it was sent with: asked only when the name has no known extension. */
  contentType?: string;
}

export interface DocumentReaderOptions {
  limits?: DocumentLimits;
  /** Reading threads; two on the two cores the server is sized for. */
  threads?: number;
  /** Documents waiting for a thread; one more is refused as busy. */
  maxQueued?: number;
  timeoutMs?: number;
}

export interface DocumentReader {
  /** The document's whole text, or why none of it can be had; never a part. */
  read(bytes: Uint8Array, source: DocumentSource): Promise<DocumentReading>;
  close(): Promise<void>;
}

const failure = (reason: DocumentFailureReason, message: string): DocumentFailure => ({ ok: false, reason, message });

/** Reads PDF, DOCX, TXT and MD documents in a small pool of threads, so that the event loop stays free. */
export function createDocumentReader(options: DocumentReaderOptions = {}): DocumentReader {
  const limits = options.limits ?? DOCUMENT_LIMITS;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const pool = new WorkerPool<ExtractionJob, Extraction>({
    start: startReaderThread,
    size: options.threads ?? 2,
    maxQueued: options.maxQueued ?? 16,
    timeoutMs,
  });

  async function read(bytes: Uint8Array, { fileName, contentType }: DocumentSource): Promise<DocumentReading> {
    if (bytes.byteLength > limits.bytes) return failure('too-large', messages.tooLarge(fileName, bytes.byteLength, limits));
    const verdict = documentKindOf(fileName, contentType, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (!verdict.ok && verdict.problem === 'unsupported') return failure('unsupported', messages.unsupported(fileName, verdict.what));
    if (!verdict.ok && verdict.problem === 'encrypted') return failure('encrypted', messages.encrypted(fileName));
    if (!verdict.ok) return failure('malformed', messages.malformed(fileName, verdict.kind));
    const { kind } = verdict;
    // The thread gets its own copy, moved rather than copied again: the caller's bytes stay the caller's (a
    // Buffer's slice() would share them, and moving it would empty the caller's).
    const copy = new Uint8Array(bytes);
    let extraction: Extraction;
    try {
      extraction = await pool.run({ kind, bytes: copy, limits }, [copy.buffer]);
    } catch (error) {
      if (!(error instanceof PoolError)) throw error;
      if (error.reason === 'busy') return failure('busy', messages.busy(fileName));
      if (error.reason === 'timed-out') return failure('timed-out', messages.timedOut(fileName, timeoutMs));
      return failure('malformed', messages.malformed(fileName, kind));
    }
    if (extraction.ok) return { ok: true, kind, text: extraction.text, pages: extraction.pages };
    switch (extraction.reason) {
      case 'no-text':
        return failure('no-text', messages.noText(fileName));
      case 'encrypted':
        return failure('encrypted', messages.encrypted(fileName));
      case 'malformed':
        return failure('malformed', messages.malformed(fileName, kind));
      case 'too-many-pages':
        return failure('too-many-pages', messages.tooManyPages(fileName, extraction.count, limits));
      case 'too-much-text':
        return failure('too-much-text', messages.tooMuchText(fileName, limits));
    }
  }

  return { read, close: () => pool.close() };
}

let shared: DocumentReader | undefined;

/** Reads a document with the server's one reader (its idle threads do not keep the process alive). */
export function readDocument(bytes: Uint8Array, source: DocumentSource): Promise<DocumentReading> {
  shared ??= createDocumentReader();
  return shared.read(bytes, source);
}
