import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDataServer, type DataTestServer } from '../../tests/data-server';
import { IMPORT_TIMEOUT_MS } from '../../server/testing/imported-database.ts';
import { ApiError } from '../app/errors/errors';
import { aiApi } from './ai';
import { AI_MESSAGES } from './contracts/ai';

/** The AI client against the real server (on loopback) with the full FDA import. */
let server: DataTestServer;
let api: ReturnType<typeof aiApi>;

const oximeter = {
  device_name: 'Fingertip pulse oximeter',
  description:
    'A battery-powered fingertip sensor that measures functional oxygen saturation of arterial hemoglobin (SpO2) and pulse rate by shining red and infrared light through the finger onto a photodetector.',
  intended_use: 'Spot-check measurement of SpO2 and pulse rate in adults in hospitals, clinics and the home.',
  key_specs: 'SpO2 range 70-100 % (accuracy ±2 %); pulse rate 30-250 bpm',
  functionality: '',
  references: '',
  attachments: [],
};

beforeAll(async () => {
  server = await startDataServer();
  api = aiApi(server.services.clients);
}, IMPORT_TIMEOUT_MS);

afterAll(() => server?.close());

async function productCodesHeld(codes: string[]): Promise<Set<string>> {
  const { rows } = await sql<{ product_code: string }>`SELECT product_code FROM fda_product_codes WHERE product_code IN (${sql.join(codes)})`.execute(server.db);
  return new Set(rows.map((row) => row.product_code));
}

describe('AI API client against the real server', () => {
  let topCode: string;

  it('classifies a profile into product codes the data holds', { timeout: 60_000 }, async () => {
    server.requests.length = 0;
    const answer = await api.classify(oximeter);
    expect(server.requests).toEqual(['/api/ai/v1/classification/invoke']);
    const codes = answer.results.map((scenario) => scenario.product_code);
    expect(codes.length).toBeGreaterThanOrEqual(3);
    expect(await productCodesHeld(codes)).toEqual(new Set(codes));
    expect(answer.research_insights).not.toBe('');
    topCode = codes[0]!;
  });

  it("surfaces the server's refusal of a profile without the required fields", async () => {
    const call = api.classify({ device_name: 'Pulse oximeter' });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toThrow(AI_MESSAGES.requiredProfileFields);
  });

  it('ranks predicate devices of the code', { timeout: 30_000 }, async () => {
    const answer = await api.predicates({ ...oximeter, product_code: topCode });
    expect(answer.product_code).toBe(topCode);
    expect(answer.results.every((device) => device.product_code === topCode)).toBe(true);
    expect(answer.results.map((device) => device.rank)).toEqual(answer.results.map((_, i) => i + 1));
  });

  it('writes the risk snapshot from the figures it is sent', { timeout: 30_000 }, async () => {
    const answer = await api.risk({
      ...oximeter,
      product_code: topCode,
      total_recalls: [{ device_class: 'Class II', count: 2 }],
      top_device_problems: [{ device_problem: 'Inaccurate reading', count: 3 }],
      top_patient_problems: [],
    });
    expect(answer.product_code).toBe(topCode);
    expect(['LOW', 'MEDIUM', 'HIGH']).toContain(answer.risk_level);
    expect(answer.ai_snapshot).not.toBe('');
  });

  it('proposes tests and standards with their source labels', { timeout: 30_000 }, async () => {
    const answer = await api.testStandards({ ...oximeter, product_code: topCode, predicate_k_numbers: [], top_device_problems: [], top_patient_problems: [] });
    expect(answer.rows.length).toBeGreaterThan(0);
    expect(answer.rows.every((row) => ['fda-consensus', 'ai', 'guidance', 'predicate', 'user'].includes(row.label))).toBe(true);
  });
});
