import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RiskAnswer } from '../../../../src/api/contracts/ai.ts';
import { RISK_FIRST_YEAR, RISK_SNAPSHOT_DEFAULT_LIMIT } from '../../../../src/api/contracts/data.ts';
import { riskLevel, riskTotal } from '../../../../src/api/contracts/risk-level.ts';
import { IMPORT_TIMEOUT_MS, openImportedDatabase, type ImportedDatabase } from '../../../testing/imported-database.ts';
import { createDataServices, type DataServices } from '../../fda/data-services.ts';
import type { RiskInput } from '../engine.ts';
import { normaliseProfile } from '../profile.ts';
import { createRiskEngine } from './risk-analysis.service.ts';

const LocalRiskAnswer = RiskAnswer.omit('engine');

let imported: ImportedDatabase;
let data: DataServices;
let engine: ReturnType<typeof createRiskEngine>;
beforeAll(async () => {
  imported = await openImportedDatabase();
  data = createDataServices(imported.db);
  engine = createRiskEngine({ db: imported.db, data });
}, IMPORT_TIMEOUT_MS);
afterAll(() => imported?.db.destroy());

const profile = normaliseProfile({ device_name: 'Test navigation device', description: 'A device.' });

function input(productCode: string | null, figures: Partial<RiskInput> = {}): RiskInput {
  return { profile, productCode, totalRecalls: null, totalMdrs: null, topDeviceProblems: null, topPatientProblems: null, ...figures };
}

/** The code with the most recall numbers, optionally only among codes the MAUDE files hold no report for. */
async function mostRecalledCode(withoutMdrs: boolean): Promise<string> {
  const { rows } = await sql<{ product_code: string }>`
    select r.product_code from fda_recalls r
    where r.product_code is not null
      ${withoutMdrs ? sql`and not exists (select 1 from fda_mdr_reports m where m.product_code = r.product_code)` : sql``}
    group by 1 order by count(distinct r.recall_number) desc, 1 limit 1`.execute(imported.db);
  return rows[0]!.product_code;
}

describe('risk', () => {
  it("applies the level rule to the code's risk snapshot and writes its real recall count", async () => {
    const code = await mostRecalledCode(false);
    const snapshot = await data.risk.snapshot({ productCode: code }, RISK_SNAPSHOT_DEFAULT_LIMIT);
    expect(snapshot.recalls).toBeGreaterThan(0);
    const expected = riskTotal(snapshot.adverse_events, snapshot.recalls).total;

    const answer = LocalRiskAnswer.assert(await engine.risk(input(code)));
    expect(answer).toMatchObject({ product_code: code, risk_total: expected, risk_level: riskLevel(expected) });
    expect(answer.ai_snapshot).toContain(`${snapshot.recalls} recalls for ${code}`);
    expect(answer.ai_snapshot).toContain(profile.device_name);
    expect(answer.highlights.length).toBeGreaterThanOrEqual(3);
    expect(answer.highlights.length).toBeLessThanOrEqual(6);

    const recallRefs = answer.sources.filter((source) => source.kind === 'recall').map((source) => source.id);
    expect(recallRefs.length).toBeGreaterThan(0);
    const { rows } = await sql<{ recall_number: string }>`
      select distinct recall_number from fda_recalls where product_code = ${code} and recall_number in (${sql.join(recallRefs)})`.execute(
      imported.db,
    );
    expect(rows).toHaveLength(recallRefs.length);
    for (const id of recallRefs) expect(answer.ai_snapshot).toContain(id);
    expect(answer.sources.map((source) => source.kind)).toEqual(expect.arrayContaining(['product_code', 'dataset']));
  });

  it('names the MDR total and top device problem the MAUDE files hold for the code', async () => {
    const years = { fromYear: RISK_FIRST_YEAR, toYear: new Date().getUTCFullYear() };
    const { rows } = await sql<{ product_code: string }>`
      select product_code from fda_mdr_reports where product_code is not null group by 1 order by count(*) desc limit 1`.execute(imported.db);
    const code = rows[0]!.product_code;
    const [totals, snapshot] = await Promise.all([data.risk.totalMdrs(code, years), data.risk.snapshot({ productCode: code }, RISK_SNAPSHOT_DEFAULT_LIMIT)]);

    const answer = LocalRiskAnswer.assert(await engine.risk(input(code)));
    expect(answer.ai_snapshot).toContain(`${totals.total_count} MDRs for ${code}`);
    const top = snapshot.adverse_events[0];
    // The imported MAUDE samples may carry no problem codes: then the text must say so rather than name none.
    expect(answer.ai_snapshot).toContain(
      top ? `${top.product_problem} (${top.count})` : `The imported reports for ${code} carry no device`,
    );
  });

  it('says when the local MAUDE files do not hold the code, instead of reporting zero MDRs', async () => {
    const code = await mostRecalledCode(true);
    const answer = LocalRiskAnswer.assert(await engine.risk(input(code, { totalMdrs: 7 })));
    expect(answer.ai_snapshot).toContain(`The local MAUDE files do not hold reports for ${code}`);
    expect(answer.ai_snapshot).toContain('The request reports 7 MDRs');
    expect(answer.ai_snapshot).not.toMatch(/\b0 MDRs\b/);
  });

  it('computes the level from the request when no product code is given', async () => {
    const problems = [
      { problem: 'Break', count: 60 },
      { problem: 'Leak', count: 30 },
    ];
    const answer = LocalRiskAnswer.assert(await engine.risk(input(null, { topDeviceProblems: problems, totalRecalls: 9 })));
    expect(answer).toMatchObject({ product_code: null, risk_total: 2 + 90 + 9, risk_level: 'HIGH', sources: [] });
    expect(answer.ai_snapshot).toContain('No product code was given');
  });
});
