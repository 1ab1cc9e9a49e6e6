/** The kinds of document whose text Clearway reads. */
export type DocumentKind = 'pdf' | 'docx' | 'text' | 'markdown';

/** A document's whole text; `pages` is known for a PDF only. */
export interface DocumentText {
  ok: true;
  kind: DocumentKind;
  text: string;
  pages: number | null;
}

/** Why a document's text could not be read; nothing of it is kept. */
export type DocumentFailureReason =
  | 'unsupported'
  | 'no-text'
  | 'encrypted'
  | 'malformed'
  | 'too-large'
  | 'too-many-pages'
  | 'too-much-text'
  | 'busy'
  | 'timed-out';

export interface DocumentFailure {
  ok: false;
  reason: DocumentFailureReason;
  /** Says what is wrong with this file, by its name, in words a user can act on. */
  message: string;
}

export type DocumentReading = DocumentText | DocumentFailure;
