import { type } from 'arktype';

export const TermsStatus = type({ accepted: 'boolean', acceptedAt: 'string | null', version: 'string' });
export type TermsStatus = typeof TermsStatus.infer;

export const TermsDoc = type({ version: 'string', title: 'string', body: 'string' });
export type TermsDoc = typeof TermsDoc.infer;
