import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { fdaScenarios } from '../../server/modules/scenarios/testing/fda-scenarios.ts';
import { servicesAt } from '../../tests/app-services';
import { ApiError } from '../app/errors/errors';
import type { Classification } from './contracts/data';
import { clampRiskYears, dataApi, riskDateQuery } from './data';

describe('risk date query', () => {
  it('sends no dates for the default range of 2002 to the current year', () => {
    expect(riskDateQuery({}, 2026)).toEqual({});
    expect(riskDateQuery({ startYear: 2002, endYear: 2026 }, 2026)).toEqual({});
    expect(riskDateQuery({ startYear: null, endYear: 2026 }, 2026)).toEqual({});
  });

  it('sends both years as YYYY-01-01 otherwise, clamped to 2002 through the current year', () => {
    expect(riskDateQuery({ startYear: 2015, endYear: 2020 }, 2026)).toEqual({ start_date: '2015-01-01', end_date: '2020-01-01' });
    expect(riskDateQuery({ startYear: 2015 }, 2026)).toEqual({ start_date: '2015-01-01', end_date: '2026-01-01' });
    expect(riskDateQuery({ startYear: 1990, endYear: 2010 }, 2026)).toEqual({ start_date: '2002-01-01', end_date: '2010-01-01' });
    expect(riskDateQuery({ startYear: 1990, endYear: 2099 }, 2026)).toEqual({});
  });

  it('clamps a range to 2002 through the current year, whole years, the start no later than the end', () => {
    expect(clampRiskYears({}, 2026)).toEqual({ startYear: 2002, endYear: 2026 });
    expect(clampRiskYears({ startYear: 1990, endYear: 2099 }, 2026)).toEqual({ startYear: 2002, endYear: 2026 });
    expect(clampRiskYears({ startYear: 2019.6, endYear: 2021.2 }, 2026)).toEqual({ startYear: 2020, endYear: 2021 });
    expect(clampRiskYears({ startYear: 2024, endYear: 2010 }, 2026)).toEqual({ startYear: 2010, endYear: 2010 });
  });
});

/** A data service other than ours, on loopback: it answers every classification with `answer`. */
async function standInDataService(answer: unknown) {
  const requested: string[] = [];
  const server = createServer((request, response) => {
    requested.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const api = dataApi(servicesAt(`http://127.0.0.1:${port}`, { getIdToken: async () => 'any-token' }).clients);
  return { api, requested, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The classification of 510(k) product codes, from what foiclass and the pmn files say of them. */
function classificationsOf(...productCodes: string[]): Classification[] {
  const { scenario } = fdaScenarios();
  return productCodes.map((productCode) => {
    // The fields a scenario adds to a classification: the list's and the AI's.
    const { id: _id, order: _order, aiReasoning: _reasoning, confidence: _confidence, ...classified } = scenario(productCode);
    const { matchedTerms: _terms, exampleKNumbers: _examples, submissionPath: _path, pathNote: _note, ...fields } = classified;
    const notHeld = { count: 0, firstYear: null, lastYear: null, coverage: { held: false, sources: [], firstYear: null, lastYear: null } };
    return {
      ...fields,
      deviceClassDescription: fields.deviceClassDescription ?? '',
      submissionType: '510(k)',
      clearedKNumbersTotal: fields.clearedKNumbers.length,
      tplcSnapshot: { clearances: notHeld, pmas: notHeld, recalls: notHeld, mdrs: notHeld, notes: [] },
    };
  });
}

describe('classification from a data service that answers a list', () => {
  const [dqy, llz] = classificationsOf('DQY', 'LLZ');

  it('uses the first item of a list, and takes a single classification as it is', async () => {
    for (const [answer, expected] of [[[dqy, llz], dqy], [llz, llz]] as const) {
      const service = await standInDataService(answer);
      try {
        expect(await service.api.classification(' dqy ')).toEqual(expected);
        expect(service.requested).toEqual(['/api/data/v1/classification/DQY']);
      } finally {
        await service.close();
      }
    }
  });

  it('answers an empty list as a 404 naming the product code', async () => {
    const service = await standInDataService([]);
    try {
      const call = service.api.classification(' dqy ');
      await expect(call).rejects.toBeInstanceOf(ApiError);
      await expect(call).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'No scenario found for product code: DQY' });
    } finally {
      await service.close();
    }
  });
});

describe('the lists behind the risk figures', () => {
  const page = { items: [], total: 0, page: 2, page_size: 10, coverage: { held: true, sources: [], firstYear: null, lastYear: null } };

  it('send the product code lower-cased, the years as the other risk calls do, the problem and the page', async () => {
    const service = await standInDataService(page);
    try {
      const problem = { kind: 'device', term: 'Gas/Air Leak' } as const;
      expect(await service.api.mdrReports(' NAY ', { startYear: 2015, endYear: 2020 }, { problem, page: 2, pageSize: 10 })).toEqual(page);
      expect(await service.api.recalls('DQY', {}, { page: 2 })).toEqual(page);
      expect(service.requested).toEqual([
        '/api/data/v1/risk/reports?product_code=nay&start_date=2015-01-01&end_date=2020-01-01&problem=Gas%2FAir+Leak&kind=device&page=2&page_size=10',
        '/api/data/v1/risk/recalls?product_code=dqy&page=2',
      ]);
      await expect(service.api.recalls(' ')).rejects.toMatchObject({ status: 400, message: 'Product code is required for recalls API' });
      await expect(service.api.mdrReports('')).rejects.toMatchObject({ status: 400, message: 'Product code is required for MDR reports API' });
      expect(service.requested).toHaveLength(2);
    } finally {
      await service.close();
    }
  });

  it('repeat the term parameter for each problem term, as terms hold commas', async () => {
    const service = await standInDataService([]);
    try {
      expect(await service.api.problemTerms('patient', ['No Clinical Signs, Symptoms or Conditions', 'Pain'])).toEqual([]);
      expect(service.requested).toEqual(['/api/data/v1/risk/problem-terms?kind=patient&term=No+Clinical+Signs%2C+Symptoms+or+Conditions&term=Pain']);
    } finally {
      await service.close();
    }
  });
});
