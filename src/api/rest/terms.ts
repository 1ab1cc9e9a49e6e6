import type { ApiClients } from '../clients';
import { TermsDoc, TermsStatus } from '../contracts/terms';
import { getJson, postJson } from '../json';

const TERMS = '/administrative/terms';

/** The terms calls of SPEC section 7 (REST). */
export function termsApi({ rest }: Pick<ApiClients, 'rest'>) {
  return {
    status: (): Promise<TermsStatus> => getJson(rest, `${TERMS}/status`, TermsStatus),
    accept: (): Promise<TermsStatus> => postJson(rest, `${TERMS}/accept`, undefined, TermsStatus),
    doc: (): Promise<TermsDoc> => getJson(rest, `${TERMS}/doc`, TermsDoc),
  };
}
