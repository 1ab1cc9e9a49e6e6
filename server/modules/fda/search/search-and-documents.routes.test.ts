import { describe, expect, it } from 'vitest';
import { DeviceHits, KNumberHits, ProductCodeHits, SignedUrl } from '../../../../src/api/contracts/data.ts';
import { importedAppPerFile } from '../../../testing/imported-app-per-file.ts';
import { INVALID_DOCUMENT_SOURCE } from '../documents/document-source.ts';
import { dataApiCaller, errorOf } from '../testing/data-api.ts';
import { rawCsvRecords } from '../../../testing/raw-fda-files.ts';
import { pipeRecords } from '../testing/raw-fda-records.ts';
import { pmnRecordsOf } from '../testing/raw-fda-facts.ts';

const testApp = importedAppPerFile();

const api = dataApiCaller(testApp);

describe('GET /search/product-codes', () => {
  it('finds codes by prefix when given 1-3 letters', async () => {
    const codes = pipeRecords('classification/foiclass_2026-01-31.txt', 'windows-1252').map((r) => r.PRODUCTCODE!);
    const hits = ProductCodeHits.assert((await api.get('/search/product-codes?q=dq')).json());
    expect(hits.map((hit) => hit.product_code)).toEqual(codes.filter((code) => code.startsWith('DQ')).sort().slice(0, 20));
    expect(hits[0]).toMatchObject({ product_code: 'DQA', device_class: 'Class II' });
  });

  it('finds codes by words in their names and definitions', async () => {
    const hits = ProductCodeHits.assert((await api.get('/search/product-codes?q=percutaneous%20catheter')).json());
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(20);
    expect(hits.map((hit) => hit.product_code)).toContain('DQY');
  });

  it('needs search text', async () => {
    expect(errorOf(await api.get('/search/product-codes?q=%20'))).toEqual({ status: 400, message: 'Search text is required' });
  });
});

describe('GET /search/k-numbers', () => {
  it('finds K-numbers by prefix, newest decision first', async () => {
    const expected = pmnRecordsOf('510k/pmn8185.txt').filter((r) => r.KNUMBER!.startsWith('K8501'));
    const hits = KNumberHits.assert((await api.get('/search/k-numbers?prefix=k8501')).json());
    expect(hits).toHaveLength(Math.min(20, expected.length));
    expect(hits.every((hit) => hit.k_number.startsWith('K8501'))).toBe(true);
    const dates = hits.map((hit) => hit.decision_date!);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('needs a prefix of letters and digits', async () => {
    expect(errorOf(await api.get('/search/k-numbers'))).toEqual({ status: 400, message: 'K-number is required' });
    expect(errorOf(await api.get('/search/k-numbers?prefix=K1%25'))).toEqual({
      status: 400,
      message: 'A K-number holds only letters and digits (e.g., K231974)',
    });
  });
});

describe('GET /search/devices', () => {
  const search = async (query: string) => {
    const response = await api.get(`/search/devices?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return DeviceHits.assert(response.json());
  };
  /** A device of openFDA's sample whose name no other device of the sample shares. */
  const distinctDevice = () => {
    const sample = rawCsvRecords('510k/openfda_510k_sample_2015-2026.csv');
    const count = new Map<string, number>();
    for (const row of sample) count.set(row.device_name!.toLowerCase(), (count.get(row.device_name!.toLowerCase()) ?? 0) + 1);
    return sample.find((row) => count.get(row.device_name!.toLowerCase()) === 1 && row.device_name!.length > 15)!;
  };

  it('finds a device by its name, first, with what matched', async () => {
    const device = distinctDevice();
    const started = performance.now();
    const hits = await search(`q=${encodeURIComponent(device.device_name!.toLowerCase())}`);
    console.info(`device search by name: ${Math.round(performance.now() - started)} ms cold`);
    expect(hits[0]).toMatchObject({ k_number: device.k_number, device_name: device.device_name, applicant: device.applicant, matched: 'device_name' });
    expect(hits.length).toBeLessThanOrEqual(20);
  });

  it('finds the devices of an applicant by part of its name', async () => {
    const device = distinctDevice();
    const word = device.applicant!.split(/\s+/).find((w) => w.length >= 5)!;
    const hits = await search(`q=${encodeURIComponent(word)}&limit=50`);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.some((hit) => hit.applicant === device.applicant)).toBe(true);
    expect(hits.filter((hit) => hit.applicant?.toLowerCase().includes(word.toLowerCase())).every((hit) => hit.matched === 'applicant' || hit.device_name?.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it('searches K-numbers by prefix when the text starts like one, newest first', async () => {
    const hits = await search('q=%20k8501');
    expect(hits.length).toBe(20);
    expect(hits.every((hit) => hit.k_number.startsWith('K8501') && hit.matched === 'k_number')).toBe(true);
    const dates = hits.map((hit) => hit.decision_date!);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('takes a wildcard as a plain character and refuses blank text and a bad limit', async () => {
    expect(await search('q=%25%25%25')).toEqual([]);
    expect(errorOf(await api.get('/search/devices?q=%20'))).toEqual({ status: 400, message: 'Search text is required' });
    expect(errorOf(await api.get('/search/devices?q=pump&limit=51'))).toEqual({ status: 400, message: 'query.limit must be at most 50 (was 51)' });
  });
});

describe('POST /docs/signed-url', () => {
  it('resolves a K-number document and passes an FDA URL through', async () => {
    const summary = await api.post('/docs/signed-url', { source: 'K231974:summary' });
    expect(SignedUrl.assert(summary.json())).toEqual({ url: 'https://www.accessdata.fda.gov/cdrh_docs/pdf23/K231974.pdf' });
    const url = 'https://www.accessdata.fda.gov/cdrh_docs/reviews/K231974.pdf';
    expect((await api.post('/docs/signed-url', { source: url })).json()).toEqual({ url });
  });

  it('rejects anything else with 400', async () => {
    expect(errorOf(await api.post('/docs/signed-url', { source: 'https://example.com/a.pdf' }))).toEqual({
      status: 400,
      message: INVALID_DOCUMENT_SOURCE,
    });
    expect((await api.post('/docs/signed-url', {})).statusCode).toBe(400);
  });
});
