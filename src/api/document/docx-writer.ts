import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  Footer,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import type { ContentSection, ContentTable, ContentText, WrittenDocument } from './document-model.ts';

/** US Letter, 8.5 x 11 in, in twentieths of a point; margins of 0.75 in. */
const LETTER = { width: 12_240, height: 15_840 };
const MARGIN = 1_080;
const TEXT_WIDTH = LETTER.width - 2 * MARGIN;
const HEADER_SHADING = { fill: 'E8EDF4' };

/** The text as runs, its line breaks kept; a record's id as a link to its page; a blank highlighted. */
function runs({ text, url, blank }: ContentText, bold = false): ParagraphChild[] {
  const lines = text
    .split('\n')
    .map((line, index) => new TextRun({ text: line, bold, break: index > 0 ? 1 : 0, style: url ? 'Hyperlink' : undefined, highlight: blank ? 'yellow' : undefined }));
  return url ? [new ExternalHyperlink({ link: url, children: lines })] : lines;
}

function table({ title, columns, rows }: ContentTable): (Paragraph | Table)[] {
  const row = (cells: ContentText[], header: boolean) =>
    new TableRow({
      tableHeader: header,
      cantSplit: true,
      children: cells.map((cell) => new TableCell({ shading: header ? HEADER_SHADING : undefined, children: [new Paragraph({ children: runs(cell, header) })] })),
    });
  return [
    new Paragraph({ children: [new TextRun({ text: title, bold: true })], spacing: { before: 120, after: 60 }, keepNext: true }),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      // Equal columns over the text width; without a grid some readers squeeze the table.
      columnWidths: columns.map(() => Math.floor(TEXT_WIDTH / columns.length)),
      rows: [row(columns, true), ...rows.map((cells) => row(cells, false))],
    }),
  ];
}

function section({ number, level, heading, paragraphs, fields, tables, sources }: ContentSection): (Paragraph | Table)[] {
  return [
    new Paragraph({ text: `${number} ${heading}`, heading: level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2 }),
    ...paragraphs.map((text) => new Paragraph({ text })),
    ...fields.map(({ label, value }) => new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), ...runs(value)] })),
    ...tables.flatMap(table),
    ...sources.map(
      ({ kind, label, url }, index) =>
        new Paragraph({
          children: [
            new TextRun({ text: `${index + 1}. ${kind}: `, bold: true }),
            new TextRun(label),
            ...(url ? [new ExternalHyperlink({ link: url, children: [new TextRun({ text: url, style: 'Hyperlink', break: 1 })] })] : []),
          ],
        }),
    ),
  ];
}

/** The document as a Word document (Letter pages, page numbers in the footer). */
export async function writeDocx(content: WrittenDocument): Promise<Uint8Array<ArrayBuffer>> {
  const footer = new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ children: [`${content.footer} · Page `, PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: 16 })],
      }),
    ],
  });
  const document = new Document({
    title: content.title,
    creator: 'Clearway',
    sections: [
      {
        properties: { page: { size: LETTER, margin: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN } } },
        footers: { default: footer },
        children: [
          new Paragraph({ text: content.title, heading: HeadingLevel.TITLE }),
          ...content.bylines.map((text) => new Paragraph({ children: [new TextRun({ text, italics: true })] })),
          ...content.sections.flatMap(section),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}
