import type { ReportAnswer, ReportSection, SourceRef } from '../../../api/contracts/ai';
import { SOURCE_KIND_NAMES } from '../../../api/text/source-kind-names';
import { localDay } from './report-files';

/** A text of the report; `url` is its source record's page when the text is a record's id (K-number, product code...). */
export interface ContentText {
  text: string;
  url: string | null;
}

export interface ContentField {
  label: string;
  value: ContentText;
}

/** A table with one header row. */
export interface ContentTable {
  title: string;
  columns: ContentText[];
  rows: ContentText[][];
}

/** A record the report rests on, as the sources section lists it; `label` names the record's id. */
export interface ContentSource {
  kind: string;
  id: string;
  label: string;
  url: string | null;
}

/** One section, numbered and headed like the eSTAR section it stands for. */
export interface ContentSection {
  number: string;
  /** 1 for a section, 2 for a subsection. */
  level: 1 | 2;
  heading: string;
  paragraphs: string[];
  fields: ContentField[];
  tables: ContentTable[];
  /** Only in the sources section: the answer's records, listed with their links. */
  sources: ContentSource[];
}

/**
 * The 510(k) strategy report as the DOCX and PDF writers lay it out: the report/build answer's sections, in its
 * order and words, under eSTAR-like headings. Nothing in it comes from anywhere but the answer and `HeldFacts`.
 */
export interface ReportContent {
  title: string;
  deviceName: string;
  productCode: string;
  /** The day the answer was built, YYYY-MM-DD in the user's time zone. */
  preparedOn: string;
  /** The day the FDA data was imported, when the client knows it. */
  dataImportedOn: string | null;
  sections: ContentSection[];
}

/** What the client holds beside the answer: the classification's import time (`updatedAt` of GET /classification). */
export interface HeldFacts {
  dataImportedAt: string | null;
}

/** The eSTAR section each report section stands for; a subsection is numbered under the section before it. */
const ESTAR_SECTIONS: Record<ReportSection['id'], { heading: string; subsection: boolean }> = {
  profile: { heading: 'Device Description and Indications for Use', subsection: false },
  scenario: { heading: 'Classification', subsection: false },
  'review-time': { heading: 'Review Time: Days from Receipt to Decision', subsection: true },
  predicates: { heading: 'Predicates and Substantial Equivalence', subsection: false },
  comparison: { heading: 'Substantial Equivalence Comparison', subsection: true },
  risk: { heading: 'Risks to Health: Recalls, MDRs and Device Problems', subsection: false },
  standards: { heading: 'Performance Testing and Standards', subsection: false },
  sources: { heading: 'Sources', subsection: false },
};

/** The first 'Device name' field, the profile's before the scenario's. */
function deviceNameOf(answer: ReportAnswer): string {
  const field = answer.sections.flatMap((section) => section.fields).find((item) => item.label === 'Device name' && item.value !== '');
  return field?.value ?? answer.product_code;
}

/** The lines under the title: what the report is of, when, and the data it was built from. */
export function bylines({ deviceName, productCode, preparedOn, dataImportedOn }: ReportContent): string[] {
  const lines = [`${deviceName} · Product code ${productCode} · ${preparedOn} · Prepared with Clearway`];
  if (dataImportedOn !== null) lines.push(`Figures from the FDA data imported on ${dataImportedOn}; each record is listed under Sources.`);
  return lines;
}

/** The running footer, before the page number. */
export const footerLabel = ({ productCode }: ReportContent) => `Clearway 510(k) strategy · ${productCode}`;

export function reportContent(answer: ReportAnswer, held: HeldFacts): ReportContent {
  const pages = new Map(answer.sources.filter((source) => source.url !== null).map((source) => [source.id, source.url]));
  const linked = (text: string): ContentText => ({ text, url: pages.get(text) ?? null });
  const listed = ({ kind, id, label, url }: SourceRef): ContentSource => ({
    kind: SOURCE_KIND_NAMES[kind],
    id,
    label: label.includes(id) ? label : `${id}: ${label}`,
    url,
  });

  let major = 0;
  let minor = 0;
  const sections = answer.sections.map((section): ContentSection => {
    const estar = ESTAR_SECTIONS[section.id];
    if (estar.subsection) minor += 1;
    else [major, minor] = [major + 1, 0];
    const isSources = section.id === 'sources';
    return {
      number: estar.subsection ? `${major}.${minor}` : `${major}`,
      level: estar.subsection ? 2 : 1,
      heading: estar.heading,
      paragraphs: [section.summary],
      fields: section.fields.map(({ label, value }) => ({ label, value: linked(value) })),
      // The sources table is the answer's sources, which are listed with their links instead.
      tables: isSources
        ? []
        : section.tables.map(({ title, columns, rows }) => ({ title, columns: columns.map(linked), rows: rows.map((row) => row.map(linked)) })),
      sources: isSources ? answer.sources.map(listed) : [],
    };
  });

  return {
    title: answer.title,
    deviceName: deviceNameOf(answer),
    productCode: answer.product_code,
    preparedOn: localDay(new Date(answer.generated_at)),
    dataImportedOn: held.dataImportedAt === null ? null : localDay(new Date(held.dataImportedAt)),
    sections,
  };
}
