import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_TIMEOUT_MS } from '../../../../server/testing/imported-database.ts';
import { startDataServer, type DataTestServer } from '../../../../tests/data-server';
import { ReportAnswer } from '../../../api/contracts/ai';
import { dataApi } from '../../../api/data';
import { postJson } from '../../../api/json';
import type { ContentText } from '../../../api/document/document-model';
import { writeDocx } from '../../../api/document/docx-writer';
import { reportContent, writtenDocument, type ReportContent } from './report-content';
import { reportFileName } from '../../../api/contracts/reports';
import { localDay } from './report-files';
import { toPdf } from './report-pdf';

/** The report of the real server (on loopback, full FDA import), written as DOCX and PDF and read back. */
let server: DataTestServer;
let answer: ReportAnswer;
let content: ReportContent;
let dir: string;

const HEADINGS = [
  '1 Device Description and Indications for Use',
  '2 Classification',
  '2.1 Review Time: Days from Receipt to Decision',
  '3 Predicates and Substantial Equivalence',
  '3.1 Substantial Equivalence Comparison',
  '4 Risks to Health: Recalls, MDRs and Device Problems',
  '5 Performance Testing and Standards',
  '6 Sources',
];

beforeAll(async () => {
  server = await startDataServer();
  // The code with the most cleared devices among those with recalls: every section has figures.
  const { rows } = await sql<{ product_code: string }>`
    select d.product_code from fda_devices d
    where exists (select 1 from fda_recalls r where r.product_code = d.product_code)
    group by d.product_code order by count(*) desc, d.product_code limit 1`.execute(server.db);
  const classification = await dataApi(server.services.clients).classification(rows[0]!.product_code);
  const profile = { device_name: classification.deviceName, description: `A ${classification.deviceName.toLowerCase()}.`, intended_use: 'For clinical use.' };
  answer = await postJson(server.services.clients.ai, '/report/build', { ...profile, product_code: classification.productCode }, ReportAnswer);
  content = reportContent(answer, { dataImportedAt: classification.updatedAt });
  dir = mkdtempSync(join(tmpdir(), 'clearway-report-'));
}, IMPORT_TIMEOUT_MS);

afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const texts = (cells: readonly ContentText[]) => cells.map((cell) => cell.text);
const squeezed = (text: string) => text.replace(/\s+/g, '');
/** Every text the answer's sections carry: summaries, field values, table titles and cells. */
const answerTexts = () =>
  answer.sections.flatMap((section) => [
    section.summary,
    ...section.fields.map((field) => field.value),
    ...(section.id === 'sources' ? [] : section.tables.flatMap((table) => [table.title, ...table.columns, ...table.rows.flat()])),
  ]);
const sourceUrls = () => answer.sources.flatMap((source) => (source.url ? [source.url] : []));
const firstPredicate = () => content.sections[3]!.tables[0]!.rows[0]![0]!;

function unzip(bytes: Uint8Array, path: string): string {
  const file = unzipSync(bytes, { filter: (entry) => entry.name === path })[path];
  if (!file) throw new Error(`${path} is not in the document`);
  return strFromU8(file);
}

/** The text of a WordprocessingML part, its runs joined and its entities decoded. */
function wordText(xml: string): string {
  const runs = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]!);
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return runs.join('').replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name]!);
}

function poppler(tool: string, ...args: string[]): string {
  return execFileSync(tool, args, { encoding: 'utf8' });
}

function writePdf(name: string, bytes: Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

describe('the 510(k) strategy report from report/build', () => {
  it("keeps the answer's sections, in its order and words, under numbered eSTAR headings", () => {
    expect(content.sections.map((section) => `${section.number} ${section.heading}`)).toEqual(HEADINGS);
    answer.sections.forEach((section, index) => {
      const written = content.sections[index]!;
      expect(written.paragraphs).toEqual([section.summary]);
      expect(written.fields.map((field) => [field.label, field.value.text])).toEqual(section.fields.map((field) => [field.label, field.value]));
      if (section.id === 'sources') return;
      expect(written.tables.map((table) => [table.title, texts(table.columns), table.rows.map(texts)])).toEqual(
        section.tables.map((table) => [table.title, table.columns, table.rows]),
      );
    });
    const listed = content.sections[7]!.sources;
    expect(listed.map((source) => [source.id, source.url])).toEqual(answer.sources.map((source) => [source.id, source.url]));
    listed.forEach((source, index) => {
      expect(source.label).toContain(source.id);
      expect(source.label).toContain(answer.sources[index]!.label);
    });
    expect(content.productCode).toBe(answer.product_code);
    expect(content.dataImportedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('links each K-number and the product code to its source page', () => {
    const page = (kind: string, id: string) => answer.sources.find((source) => source.kind === kind && source.id === id)?.url;
    const predicate = firstPredicate();
    expect(predicate.url).toBe(page('k_number', predicate.text));
    expect(predicate.url).toMatch(/^https:\/\//);
    const code = content.sections[1]!.fields.find((field) => field.label === 'Product code')!.value;
    expect(code).toEqual({ text: answer.product_code, url: page('product_code', answer.product_code) });
    const comparison = content.sections[4]!.tables[0]!;
    expect(comparison.columns.slice(1).every((column) => column.url === page('k_number', column.text))).toBe(true);
  });

  it('names the files by product code and the day the report was built', () => {
    const day = localDay(new Date(answer.generated_at));
    expect(reportFileName(content.productCode, content.preparedOn, 'docx')).toBe(`Clearway-510k-strategy-${answer.product_code}-${day}.docx`);
    expect(reportFileName(content.productCode, content.preparedOn, 'pdf')).toBe(`Clearway-510k-strategy-${answer.product_code}-${day}.pdf`);
  });

  it('writes a Word document with every heading, figure and source link, on Letter pages', async () => {
    const bytes = await writeDocx(writtenDocument(content));
    const body = unzip(bytes, 'word/document.xml');
    const text = wordText(body);
    expect(text).toContain(answer.title);
    expect(text).toContain(`Product code ${answer.product_code} · ${content.preparedOn} · Prepared with Clearway`);
    for (const heading of HEADINGS) expect(text).toContain(heading);
    for (const value of answerTexts()) expect(text).toContain(value.replace(/\n/g, ''));
    for (const source of answer.sources) expect(text).toContain(source.label);
    for (const url of sourceUrls()) expect(text).toContain(url);

    const links = unzip(bytes, 'word/_rels/document.xml.rels').replace(/&amp;/g, '&');
    for (const url of [firstPredicate().url!, ...sourceUrls()]) expect(links).toContain(`Target="${url}" TargetMode="External"`);
    expect(body).toContain('<w:tblHeader/>');
    expect(body).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
    expect(wordText(unzip(bytes, 'word/footer1.xml'))).toContain(`Clearway 510(k) strategy · ${answer.product_code} · Page `);
  });

  it('writes a PDF whose text reads back, with embedded fonts, links and numbered Letter pages', async () => {
    const bytes = await toPdf(content);
    const path = writePdf('report.pdf', bytes);
    const info = poppler('pdfinfo', path);
    expect(info).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
    const pages = Number(/Pages:\s+(\d+)/.exec(info)![1]);
    expect(poppler('pdffonts', path).split('\n').slice(2).filter(Boolean).every((line) => / yes +yes +yes /.test(line))).toBe(true);

    const text = poppler('pdftotext', '-enc', 'UTF-8', path, '-');
    expect(squeezed(text)).toContain(squeezed(answer.title));
    for (const heading of HEADINGS) expect(text).toContain(heading);
    expect(text).toContain(firstPredicate().text);
    for (const url of sourceUrls()) expect(squeezed(text)).toContain(squeezed(url));
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(Buffer.from(bytes).toString('latin1')).toContain(`/URI (${sourceUrls()[0]})`);

    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', path, join(dir, 'page1')]);
    expect(readFileSync(join(dir, 'page1.png')).subarray(1, 4).toString()).toBe('PNG');
  });

  it('keeps every column of the standards table on the page, however long a designation is', async () => {
    const standards = content.sections[6]!;
    const table = standards.tables[0]!;
    const cell = (text: string) => ({ text, url: null });
    // pdfmake's equal '*' widths once pushed this table's last two columns off the page.
    const long = ['Electrical safety', 'Basic safety and essential performance', 'IEC 60601-1:2005+A1:2012+A2:2020', '19-49 (Clearway standards catalogue)', 'The general safety standard.', 'FDA Consensus'].map(cell);
    const wide: ReportContent = { ...content, sections: [{ ...standards, tables: [{ ...table, rows: [long, ...table.rows] }] }] };
    const path = writePdf('wide-table.pdf', await toPdf(wide));
    const text = squeezed(poppler('pdftotext', '-f', '1', '-l', '1', '-enc', 'UTF-8', path, '-'));
    for (const column of table.columns) expect(text).toContain(squeezed(column.text));
    expect(text).toContain('FDAConsensus');
  });

  it('carries a long table over pages with its header row on each', async () => {
    const standards = content.sections[6]!;
    const table = standards.tables[0]!;
    const rows = Array.from({ length: 12 }, () => table.rows).flat();
    const long: ReportContent = { ...content, sections: [{ ...standards, tables: [{ ...table, rows }] }] };
    const path = writePdf('long-table.pdf', await toPdf(long));
    const pages = Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', path))![1]);
    expect(pages).toBeGreaterThan(1);
    for (let page = 2; page <= pages; page += 1) {
      const text = poppler('pdftotext', '-f', `${page}`, '-l', `${page}`, '-enc', 'UTF-8', path, '-');
      expect(squeezed(text)).toContain(squeezed(table.columns[1]!.text));
    }
  });
});
