import type { ReportAnswer, ReportSection } from '../../../api/contracts/ai';
import { contentSourceOf } from '../../../api/document/content-sources';
import type { ContentSection, ContentText, WrittenDocument } from '../../../api/document/document-model';
import { localDay } from './report-files';

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

/** The report as the shared DOCX writer takes it. */
export const writtenDocument = (content: ReportContent): WrittenDocument => ({
  title: content.title,
  bylines: bylines(content),
  sections: content.sections,
  footer: footerLabel(content),
});

export function reportContent(answer: ReportAnswer, held: HeldFacts): ReportContent {
  const pages = new Map(answer.sources.filter((source) => source.url !== null).map((source) => [source.id, source.url]));
  const linked = (text: string): ContentText => ({ text, url: pages.get(text) ?? null });

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
      sources: isSources ? answer.sources.map(contentSourceOf) : [],
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
