import * as pdfMakeBuild from 'pdfmake/build/pdfmake';
import vfs from 'pdfmake/build/vfs_fonts';
import type { Content, CustomTableLayout, TDocumentDefinitions } from 'pdfmake/interfaces';
import { COLUMN_GAP_PT, pdfColumnWidths, TABLE_FONT_PT } from './pdf-column-widths';
import type { ContentSection, ContentTable, ContentText } from '../../../api/document/document-model';
import { bylines, footerLabel, type ReportContent } from './report-content';

/**
 * The browser build exports one pdfmake instance, whose methods live on its prototype: Node and the bundler
 * hand it over as the default export, which its types do not declare.
 */
const pdfMake = (pdfMakeBuild as unknown as { default: typeof pdfMakeBuild }).default;
// Roboto, pdfmake's own font, embedded (subset) so that every character of the data prints and stays extractable.
pdfMake.addVirtualFileSystem(vfs);

/** Letter paper's 612 pt less the margins. */
const PAGE_MARGIN_PT = 54;
const TEXT_WIDTH_PT = 612 - 2 * PAGE_MARGIN_PT;
/** How far down a page (as a fraction of its text height) a heading may start. */
const HEADING_ROOM = 0.85;
const LINK = { color: '#1a56db', decoration: 'underline' } as const;

function text({ text: value, url }: ContentText, bold = false): Content {
  return url ? { text: value, bold, link: url, ...LINK } : { text: value, bold };
}

/** Rules under the header and between rows, and half a column gap of padding each side inside the table. */
const TABLE_LAYOUT: CustomTableLayout = {
  hLineWidth: (line, node) => (line === 0 || line === node.table.body.length ? 0 : line === node.table.headerRows ? 1.5 : 0.5),
  vLineWidth: () => 0,
  hLineColor: (line) => (line === 1 ? '#000000' : '#aaaaaa'),
  paddingLeft: (column) => (column === 0 ? 0 : COLUMN_GAP_PT / 2),
  paddingRight: (column, node) => (column === (node.table.widths?.length ?? 0) - 1 ? 0 : COLUMN_GAP_PT / 2),
};

function table({ title, columns, rows }: ContentTable): Content[] {
  return [
    { text: title, style: 'tableTitle', headlineLevel: 3 },
    {
      table: {
        headerRows: 1,
        keepWithHeaderRows: 1,
        widths: pdfColumnWidths(columns.map((cell) => cell.text), rows.map((row) => row.map((cell) => cell.text)), TEXT_WIDTH_PT),
        body: [columns.map((cell) => text(cell, true)), ...rows.map((row) => row.map((cell) => text(cell)))],
      },
      layout: TABLE_LAYOUT,
      style: 'table',
    },
  ];
}

function section({ number, level, heading, paragraphs, fields, tables, sources }: ContentSection): Content[] {
  return [
    { text: `${number} ${heading}`, style: level === 1 ? 'heading' : 'subheading', headlineLevel: level },
    ...paragraphs.map((paragraph): Content => ({ text: paragraph, style: 'paragraph' })),
    ...fields.map(({ label, value }): Content => ({ text: [{ text: `${label}: `, bold: true }, text(value)], style: 'paragraph' })),
    ...tables.flatMap(table),
    ...(sources.length > 0
      ? [
          {
            ol: sources.map(({ kind, label, url }): Content => ({
              text: [{ text: `${kind}: `, bold: true }, label, ...(url ? ['\n', { text: url, link: url, ...LINK }] : [])],
              style: 'paragraph',
            })),
          },
        ]
      : []),
  ];
}

/** The report as a PDF: Letter pages, selectable text, tables with their header row repeated across pages, page numbers. */
export async function toPdf(content: ReportContent): Promise<Uint8Array<ArrayBuffer>> {
  const definition: TDocumentDefinitions = {
    info: { title: content.title, creator: 'Clearway' },
    pageSize: 'LETTER',
    pageMargins: [PAGE_MARGIN_PT, PAGE_MARGIN_PT, PAGE_MARGIN_PT, PAGE_MARGIN_PT],
    defaultStyle: { fontSize: 10 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 6] },
      byline: { italics: true, color: '#444444', margin: [0, 0, 0, 4] },
      heading: { fontSize: 14, bold: true, margin: [0, 16, 0, 6] },
      subheading: { fontSize: 12, bold: true, margin: [0, 12, 0, 6] },
      paragraph: { margin: [0, 0, 0, 6] },
      tableTitle: { bold: true, margin: [0, 6, 0, 4] },
      table: { fontSize: TABLE_FONT_PT, margin: [0, 0, 0, 8] },
    },
    // A heading or table title in the last lines of a page starts the next one instead.
    pageBreakBefore: (node) => node.headlineLevel !== undefined && node.startPosition.verticalRatio > HEADING_ROOM,
    footer: (page, pages) => ({ text: `${footerLabel(content)} · Page ${page} of ${pages}`, alignment: 'center', fontSize: 8, margin: [0, 24, 0, 0] }),
    content: [
      { text: content.title, style: 'title' },
      ...bylines(content).map((line): Content => ({ text: line, style: 'byline' })),
      ...content.sections.flatMap(section),
    ],
  };
  return new Uint8Array(await pdfMake.createPdf(definition).getBuffer());
}
