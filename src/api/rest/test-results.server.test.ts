import { describe, expect, it } from 'vitest';
import { useClientTestServer } from '../../../tests/client-test-server';
import type { EmulatorUser } from '../../../server/testing/emulator-user.ts';
import { catalogueAnalysis, catalogueRows } from '../../../server/modules/test-results/testing/catalogue-results.ts';
import { ApiError } from '../../app/errors/errors';
import { TEST_RESULTS_MESSAGES } from '../contracts/test-results';

/** The Tests & Standards results client (services.testResults) against the real server on loopback. */
const running = useClientTestServer();
const clientOf = (user: EmulatorUser) => running.servicesOf(user).testResults;
const rows = catalogueRows(4);

describe('test results client against the real server', () => {
  it("reads, saves over the version it read, and deletes the signed-in user's results", async () => {
    const results = clientOf(running.alice);
    const none = await results.get('DQY');
    expect(none).toEqual({ product_code: 'DQY', rows: [], analysis: null, version: 0, updated_at: null });

    const saved = await results.save('DQY', { rows, analysis: catalogueAnalysis(rows), base_version: none.version });
    expect(saved).toMatchObject({ product_code: 'DQY', rows, version: 1, analysis: { ai_snapshot: catalogueAnalysis(rows).ai_snapshot } });
    // A new browser reads what the first one saved.
    expect(await clientOf(running.alice).get('dqy')).toEqual(saved);
    expect(await clientOf(running.bob).get('DQY')).toMatchObject({ rows: [], version: 0 });

    const edited = await results.save('DQY', { rows: rows.slice(1), analysis: saved.analysis, base_version: saved.version });
    expect(edited).toMatchObject({ rows: rows.slice(1), version: 2, analysis: saved.analysis });

    await results.remove('DQY');
    expect(await results.get('DQY')).toMatchObject({ rows: [], analysis: null, version: 0 });
  });

  it("surfaces a stale save and a bad product code as ApiErrors with the server's message", async () => {
    const results = clientOf(running.bob);
    const first = await results.save('LLZ', { rows, analysis: null, base_version: 0 });

    const stale = results.save('LLZ', { rows: [], analysis: null, base_version: 0 });
    await expect(stale).rejects.toBeInstanceOf(ApiError);
    await expect(stale).rejects.toMatchObject({ status: 409, code: 'CONFLICT', message: TEST_RESULTS_MESSAGES.stale('LLZ') });

    const badCode = results.get('L1Z');
    await expect(badCode).rejects.toMatchObject({ status: 400, field: 'params.productCode', message: 'Product code must be 3 uppercase letters (e.g., DQY)' });
    expect(await results.get('LLZ')).toEqual(first);
  });
});
