import type { ApiClients } from '../clients';
import { TestResults, testResultsPath, type SaveTestResultsBody } from '../contracts/test-results';
import { deleteJson, getJson, NoContent, putJson } from '../json';

interface CallOptions {
  signal?: AbortSignal;
}

/**
 * The user's saved Tests & Standards results per product code (REST /test-results/{productCode}). Nothing
 * saved answers rows [], analysis null, version 0.
 */
export function testResultsApi({ rest }: Pick<ApiClients, 'rest'>) {
  return {
    get: (productCode: string, { signal }: CallOptions = {}): Promise<TestResults> =>
      getJson(rest, testResultsPath(productCode), TestResults, { signal }),
    /**
     * Replaces the saved rows and analysis. With `base_version` (the version last read or saved; 0 when
     * none), a save over a newer one fails with ApiError 409 'CONFLICT' and changes nothing.
     */
    save: (productCode: string, body: SaveTestResultsBody, { signal }: CallOptions = {}): Promise<TestResults> =>
      putJson(rest, testResultsPath(productCode), body, TestResults, { signal }),
    remove: async (productCode: string): Promise<void> => {
      await deleteJson(rest, testResultsPath(productCode), NoContent);
    },
  };
}
