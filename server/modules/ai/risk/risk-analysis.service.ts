import type { RiskAnswer, SourceRef } from '../../../../src/api/contracts/ai.ts';
import { RISK_FIRST_YEAR, RISK_SNAPSHOT_DEFAULT_LIMIT } from '../../../../src/api/contracts/data.ts';
import { riskLevel, riskTotal } from '../../../../src/api/contracts/risk-level.ts';
import { createDataCache } from '../../fda/common/data-cache.ts';
import type { EngineDeps, LocalAnswer, RiskInput } from '../engine.ts';
import { datasetSource, productCodeSource, recallSource } from '../../../../src/api/text/fda-source-refs.ts';
import { createRecallHistoryRepository } from './recall-history.repository.ts';
import { writeRiskText, type RecallFacts, type RiskFacts } from './risk-snapshot-text.ts';

const RECALL_TALLY_LIMIT = 3;
const RECALLS_NAMED = 3;

/** risk/invoke on the local engine: the risk level of SPEC.md section 4 and a snapshot written from the data. */
export function createRiskEngine({ db, data }: EngineDeps) {
  const history = createRecallHistoryRepository(db);
  const cache = createDataCache(db);

  const recallHistory = (code: string) =>
    cache.get(`ai:risk:recall-history:${code}`, async () => {
      const [byYear, rootCauses, classes, latest] = await Promise.all([
        history.byYear(code),
        history.tally(code, 'root_cause', RECALL_TALLY_LIMIT),
        history.tally(code, 'recall_class', RECALL_TALLY_LIMIT),
        history.latest(code, RECALLS_NAMED),
      ]);
      return { byYear, rootCauses, classes, latest };
    });

  function fromRequest(input: RiskInput): LocalAnswer<RiskAnswer> {
    const total = riskTotal(input.topDeviceProblems ?? [], input.totalRecalls ?? 0);
    const facts: RiskFacts = { deviceName: input.profile.device_name, level: riskLevel(total.total), total, request: input, data: null };
    const text = writeRiskText(facts);
    return { product_code: null, risk_level: facts.level, risk_total: total.total, ai_snapshot: text.snapshot, highlights: text.highlights, sources: [] };
  }

  async function fromData(input: RiskInput, code: string): Promise<LocalAnswer<RiskAnswer>> {
    const years = { fromYear: RISK_FIRST_YEAR, toYear: new Date().getUTCFullYear() };
    // The card's call and limit, so the level here is the one the risk card shows.
    const [snapshot, classification, mdrTotals, patientProblems, recallDetails] = await Promise.all([
      data.risk.snapshot({ productCode: code }, RISK_SNAPSHOT_DEFAULT_LIMIT),
      data.classification.classification(code),
      data.risk.totalMdrs(code, years),
      data.risk.topPatientProblems(code, years),
      recallHistory(code),
    ]);
    const total = riskTotal(snapshot.adverse_events, snapshot.recalls);
    const recalls: RecallFacts = { coverage: snapshot.coverage.recalls, count: snapshot.recalls, ...recallDetails };
    const facts: RiskFacts = {
      deviceName: input.profile.device_name,
      level: riskLevel(total.total),
      total,
      request: input,
      data: {
        product: {
          code,
          name: classification.deviceName,
          classDescription: classification.deviceClassDescription,
        },
        recalls,
        mdrs: {
          totals: mdrTotals,
          deviceProblems: {
            list: snapshot.adverse_events.map(({ product_problem, count }) => ({ problem: product_problem, count })),
            coverage: snapshot.coverage.adverse_events,
          },
          patientProblems: {
            list: patientProblems.list.map(({ patient_problem, count }) => ({ problem: patient_problem, count })),
            coverage: patientProblems.coverage,
          },
        },
      },
    };
    const text = writeRiskText(facts);
    const sources: SourceRef[] = [
      productCodeSource(code, classification.deviceName),
      ...(recalls.coverage.held ? recalls.latest : []).map((recall) =>
        recallSource(recall.recall_number, `Recall ${recall.recall_number}${recall.recalling_firm ? ` (${recall.recalling_firm})` : ''}`),
      ),
      ...(recalls.coverage.held ? recalls.coverage.sources : []).map((file) => datasetSource(file, 'FDA recall export')),
      ...(mdrTotals.coverage.held ? mdrTotals.coverage.sources : []).map((file) => datasetSource(file, 'MAUDE file')),
    ];
    return {
      product_code: code,
      risk_level: facts.level,
      risk_total: total.total,
      ai_snapshot: text.snapshot,
      highlights: text.highlights,
      sources,
    };
  }

  return {
    risk: (input: RiskInput): Promise<LocalAnswer<RiskAnswer>> =>
      input.productCode === null ? Promise.resolve(fromRequest(input)) : fromData(input, input.productCode),
  };
}
