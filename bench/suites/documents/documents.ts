import { SUMMARIES_FILE, summaryCases } from '../../../server/modules/ai/chat/profiler/testing/summary-cases';
import type { BenchSuite } from '../../suite';
import { interviewRows, measureInterviews, measurePastes, storedRequests } from './profiler-interview';

/** How well Clearway reads what users bring: for now the profiler's interview answers and pasted text. */
export const documentsSuite: BenchSuite = {
  name: 'documents',
  description: `Device profiler on real 2025 510(k) summaries (${SUMMARIES_FILE}): interview answers and pasted text filed in their fields`,
  async run(context) {
    const cases = summaryCases();
    if (cases.length === 0) throw new Error(`No usable summaries in ${SUMMARIES_FILE}`);
    context.log(`Interviewing and pasting ${cases.length} devices`);
    const interviews = measureInterviews(cases);
    const pastes = measurePastes(cases);
    const requests = storedRequests();
    for (const { kNumber, field, held } of interviews.misfiled) context.log(`  ${kNumber} ${field}: held ${JSON.stringify(held?.slice(0, 80) ?? null)}`);
    return {
      results: {
        measuredAt: new Date().toISOString(),
        source: SUMMARIES_FILE,
        cases: cases.length,
        interview: { ...interviews.tally, misfiled: interviews.misfiled },
        pastes,
        requests,
      },
      rows: interviewRows(interviews.tally, pastes, requests),
    };
  },
};
