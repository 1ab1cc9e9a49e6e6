import { ValidationError } from '../../../http/errors.ts';
import { documentUrl, FDA_DOCUMENTS_ORIGIN, isDocumentKind } from './document-urls.ts';

export const INVALID_DOCUMENT_SOURCE =
  `source must be an FDA document URL on ${FDA_DOCUMENTS_ORIGIN}/ or '{K-number}:summary', ` +
  `'{K-number}:statement' or '{K-number}:decision-summary' (e.g., K231974:summary)`;

function isFdaDocumentUrl(source: string): boolean {
  try {
    const url = new URL(source);
    return url.origin === FDA_DOCUMENTS_ORIGIN && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * The URL for POST /docs/signed-url: FDA's documents are public, so an FDA document URL is its own
 * answer, and '{K-number}:{kind}' is resolved by FDA's URL rules. Anything else is a 400.
 */
export function resolveDocumentSource(source: string): string {
  const trimmed = source.trim();
  if (isFdaDocumentUrl(trimmed)) return trimmed;
  const [submission = '', kind = '', ...rest] = trimmed.split(':');
  const documentKind = kind.trim().toLowerCase();
  if (rest.length === 0 && isDocumentKind(documentKind)) {
    const url = documentUrl(submission.trim().toUpperCase(), documentKind);
    if (url !== null) return url;
  }
  throw new ValidationError(INVALID_DOCUMENT_SOURCE, 'body.source');
}
