import { describe, expect, it } from 'vitest';
import { Classification, DATA_MESSAGES } from '../../../../src/api/contracts/data.ts';
import { importedAppPerFile } from '../../../testing/imported-app-per-file.ts';
import { WEB_EXPORT_FILES } from '../../../testing/maude-web-export-facts.ts';
import { dataApiCaller, errorOf } from '../testing/data-api.ts';
import { daysBetween, isoDay } from '../testing/raw-fda-records.ts';
import {
  cfrSectionTitle,
  clearanceDecision,
  foiclassRecord,
  maudeProductCodes,
  mdrReportIdsByYear,
  originalPmasOf,
  pmnRecords,
  recallsOf,
} from '../testing/raw-fda-facts.ts';

const testApp = importedAppPerFile();

const api = dataApiCaller(testApp);

async function classification(code: string): Promise<Classification> {
  const response = await api.get(`/classification/${code}`);
  expect(response.statusCode).toBe(200);
  return Classification.assert(response.json());
}

const yearsOf = (years: Iterable<number | null>) => {
  const known = [...years].filter((year): year is number => year !== null);
  return { firstYear: known.length ? Math.min(...known) : null, lastYear: known.length ? Math.max(...known) : null };
};

describe('GET /classification/{productCode}', () => {
  it("gives DQY's class, regulation and flags as foiclass has them", async () => {
    const raw = foiclassRecord('DQY')!;
    const dqy = await classification('dqy');
    expect(dqy).toMatchObject({
      productCode: 'DQY',
      product_code: 'DQY',
      deviceName: raw.DEVICENAME,
      deviceClass: `Class ${'I'.repeat(Number(raw.DEVICECLASS))}`,
      regulationNumber: raw.REGULATIONNUMBER,
      regulationDescription: cfrSectionTitle(raw.REGULATIONNUMBER!),
      reviewPanel: raw.REVIEW_PANEL,
      medicalSpecialty: raw.MEDICALSPECIALTY,
      thirdPartyFlag: raw.THIRDPARTYFLAG === 'Y',
      gmpExemptFlag: raw.GMPEXEMPTFLAG === 'Y',
      implantFlag: raw.Implant_Flag === 'Y',
      lifeSustainSupportFlag: raw.Life_Sustain_support_flag === 'Y',
      summaryMalfunctionReporting: raw.SummaryMalfunctionReporting,
      openfdaRegistrationNumber: [],
      openfdaFeiNumber: [],
      recognizedStandards: [],
    });
    // foiclass: CV|CV|DQY|Catheter, Percutaneous|2||N|Y||870.1250|1|... (SUBMISSION_TYPE_ID 1 = 510(k)).
    expect(dqy.deviceClass).toBe('Class II');
    expect(dqy.submissionType).toBe('510(k)');
    expect(dqy.deviceClassDescription).toBe('Class II (moderate risk: special controls); FDA submission type: 510(k)');
  });

  it('averages receipt-to-decision days over the clearances of the pmn files', async () => {
    const isClearance = clearanceDecision();
    const days = pmnRecords()
      .filter((r) => r.PRODUCTCODE === 'DQY' && isClearance(r.DECISION!))
      .map((r) => ({ received: isoDay(r.DATERECEIVED), decided: isoDay(r.DECISIONDATE) }))
      .filter(({ received, decided }) => received !== null && decided !== null && decided >= received)
      .map(({ received, decided }) => daysBetween(received!, decided!));
    expect(days.length).toBeGreaterThan(100);
    const dqy = await classification('DQY');
    expect(dqy.avgTimeToClearence).toBe(Math.round(days.reduce((a, b) => a + b, 0) / days.length));
  });

  it('lists cleared K-numbers newest decision first (then the higher K-number), counting them all', async () => {
    const isClearance = clearanceDecision();
    const fromPmn8185 = pmnRecords().filter((r) => r.file === 'pmn8185.txt' && r.PRODUCTCODE === 'DQY' && isClearance(r.DECISION!));
    const newestInMonthlyFile = pmnRecords()
      .filter((r) => r.file.startsWith('pmnlstmn') && r.PRODUCTCODE === 'DQY' && isClearance(r.DECISION!))
      .sort((a, b) => isoDay(b.DECISIONDATE)!.localeCompare(isoDay(a.DECISIONDATE)!) || b.KNUMBER!.localeCompare(a.KNUMBER!))[0]!;
    const dqy = await classification('DQY');
    expect(dqy.clearedKNumbers).toEqual(expect.arrayContaining(fromPmn8185.map((r) => r.KNUMBER)));
    expect(dqy.clearedKNumbers[0]).toBe(newestInMonthlyFile.KNUMBER);
    expect(dqy.clearedKNumbersTotal).toBe(dqy.clearedKNumbers.length);
    expect(dqy.openfdaKNumber).toEqual(dqy.clearedKNumbers);
    expect(dqy.tplcSnapshot.clearances).toMatchObject({ count: dqy.clearedKNumbersTotal, coverage: { held: true } });
  });

  it("counts DQY's recalls and PMAs as the recall export and the PMA file hold them", async () => {
    const recalls = recallsOf('DQY');
    const pmas = originalPmasOf('DQY');
    const { tplcSnapshot } = await classification('DQY');
    expect(tplcSnapshot.recalls).toMatchObject({ count: recalls.size, ...yearsOf(recalls.values()) });
    expect(tplcSnapshot.recalls.coverage).toMatchObject({ held: true, sources: ['recalls/fda_device_recalls_2007-2021.csv.gz'] });
    expect(tplcSnapshot.pmas).toMatchObject({ count: pmas.size, ...yearsOf(pmas.values()) });
    expect(tplcSnapshot.pmas.coverage.held).toBe(true);
  });

  it("counts NAY's MDRs as the MAUDE files hold them, and says JAK has none held", async () => {
    const nayByYear = mdrReportIdsByYear('NAY');
    const nay = await classification('NAY');
    expect(nay.tplcSnapshot.mdrs).toMatchObject({
      count: [...nayByYear.values()].reduce((sum, ids) => sum + ids.size, 0),
      ...yearsOf(nayByYear.keys()),
      coverage: { held: true, sources: ['maude/daVinci_FOIDEV.txt', WEB_EXPORT_FILES[0], 'maude/openfda_device_events_2020-04_sample.csv'] },
    });

    expect(maudeProductCodes().has('JAK')).toBe(false);
    const jak = await classification('JAK');
    expect(jak.tplcSnapshot.mdrs).toEqual({
      count: 0,
      firstYear: null,
      lastYear: null,
      coverage: { held: false, sources: [], firstYear: null, lastYear: null },
    });
    expect(jak.tplcSnapshot.notes).toContain("MDRs: the imported MAUDE files hold none for this product code, so 0 is not FDA's count.");
  });

  it('dates the record by the last import of the product codes', async () => {
    const run = await testApp().db
      .selectFrom('fda_import_runs')
      .select('finished_at')
      .where('dataset', '=', 'product-codes')
      .executeTakeFirstOrThrow();
    const dqy = await classification('DQY');
    expect(dqy.createdAt).toBe(run.finished_at.toISOString());
    expect(dqy.updatedAt).toBe(dqy.createdAt);
  });

  it.each([
    ['/classification', DATA_MESSAGES.productCodeRequired],
    ['/classification/', DATA_MESSAGES.productCodeRequired],
    ['/classification/%20%20', DATA_MESSAGES.productCodeRequired],
    ['/classification/DQ1', DATA_MESSAGES.productCodeFormat],
    ['/classification/DQYY', DATA_MESSAGES.productCodeFormat],
  ])('answers %s with 400 %j', async (path, message) => {
    expect(errorOf(await api.get(path))).toEqual({ status: 400, message });
  });

  it('answers an unknown product code with 404', async () => {
    expect(foiclassRecord('ZZZ')).toBeUndefined();
    expect(errorOf(await api.get('/classification/zzz'))).toEqual({ status: 404, message: 'No scenario found for product code: ZZZ' });
  });

  it('needs a signed-in user', async () => {
    const response = await testApp().app.inject({ url: '/api/data/v1/classification/DQY' });
    expect(response.statusCode).toBe(401);
  });
});
