import { SUMMARIES_FILE, summaryCases } from '../../../server/modules/ai/chat/profiler/testing/summary-cases';
import type { BenchSuite } from '../../suite';
import { interviewRows, measureInterviews, measurePastes, storedRequests } from './profiler-interview';
import { measureDocumentReading } from './reading';
import { readingOutcome } from './reading-outcome';

/**
 * How well Clearway reads what users bring: the profiler's interview answers and pasted text, and documents
 * (the 2025 summaries made into PDF and DOCX files, FDA's real 510(k) PDFs, and a 300-page PDF read while the
 * event loop is watched).
 */
export const documentsSuite: BenchSuite = {
  name: 'documents',
  description: `What users bring, on real 2025 510(k) summaries (${SUMMARIES_FILE}) and FDA's 510(k) PDFs: interview answers and pasted text filed in their fields, documents read and parsed`,
  async run(context) {
    const cases = summaryCases();
    if (cases.length === 0) throw new Error(`No usable summaries in ${SUMMARIES_FILE}`);
    context.log(`Interviewing and pasting ${cases.length} devices`);
    const interviews = measureInterviews(cases);
    const pastes = measurePastes(cases);
    const requests = storedRequests();
    for (const { kNumber, field, held } of interviews.misfiled) context.log(`  ${kNumber} ${field}: held ${JSON.stringify(held?.slice(0, 80) ?? null)}`);
    const reading = readingOutcome(await measureDocumentReading(context.log));
    return {
      results: {
        measuredAt: new Date().toISOString(),
        source: SUMMARIES_FILE,
        cases: cases.length,
        interview: { ...interviews.tally, misfiled: interviews.misfiled },
        pastes,
        requests,
        reading: reading.results,
      },
      rows: [...interviewRows(interviews.tally, pastes, requests), ...reading.rows],
    };
  },
};
