import { describe, expect, it } from 'vitest';
import { summarySamples } from '../../../server/modules/documents/testing/summary-samples';
import { measureDocumentReading } from './reading';
import { READING_TARGETS, readingOutcome } from './reading-outcome';

describe('measureDocumentReading', () => {
  it('reads and scores the summaries made into PDF and DOCX, the real PDFs and a large PDF, and reports them', async () => {
    const lines: string[] = [];
    const figures = await measureDocumentReading((line) => lines.push(line), { summaries: 3, largePdfPages: 12, largePdfPictures: 1 });
    // The third of them (K252010) has neither field: it is read but not compared.
    const samples = summarySamples().slice(0, 3);
    expect(figures.summaries.pdf.description.compared).toBe(samples.filter((sample) => sample.device_description).length);
    expect(figures.summaries.docx.intendedUse.compared).toBe(samples.filter((sample) => sample.intended_use).length);
    expect(figures.realPdfs).toMatchObject({ read: 10, total: 10 });
    // Two documents for each summary, the ten real PDFs; the large one is measured apart.
    expect(figures.extractionMs).toHaveLength(3 * 2 + 10);
    expect(figures.largePdf.pages).toBe(12);
    expect(lines[0]).toBe('Making a PDF and a DOCX of each of 3 summaries, reading and parsing them');

    const outcome = readingOutcome(figures);
    const delayRow = outcome.rows.at(-1)!;
    expect(delayRow.metric).toMatch(/^largest event-loop delay while a 12-page, [\d.]+ MB PDF is read/);
    expect(delayRow.pass).toBe(figures.largePdf.largestDelayMs < READING_TARGETS.largestDelayMs);
    expect(outcome.rows[0]).toMatchObject({
      metric: expect.stringMatching(/^2025 summaries as PDF: description and intended use both match \(the \d+ name-only descriptions compared with the trade name\)$/),
      target: '>= 90 %',
      pass: figures.summaries.pdf.bothNameOnlyAsName.share >= READING_TARGETS.matchingShare,
    });
    expect(outcome.rows[1]).toMatchObject({ metric: '  PDF: both, strictly (name-only descriptions compared as descriptions)', target: '' });
    expect(outcome.results).toMatchObject({ realPdfs: figures.realPdfs, extractionMs: { samples: expect.any(Array) } });
  }, 120_000);
});
