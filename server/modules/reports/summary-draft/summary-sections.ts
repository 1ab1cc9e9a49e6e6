import type { SourceRef, TestStandardsRow } from '../../../../src/api/contracts/ai.ts';
import { contentSourceOf } from '../../../../src/api/document/content-sources.ts';
import type { ContentField, ContentSection, ContentTable, ContentText } from '../../../../src/api/document/document-model.ts';
import { distinctSources, kNumberSource, productCodeSource, regulationSource } from '../../../../src/api/text/fda-source-refs.ts';
import { recognitionCell, sourceCell, standardCell } from '../../ai/report/report-sections.ts';
import { groupRows, PERFORMANCE_GROUPS, type PerformanceGroup } from './performance-groups.ts';
import type { SummaryFacts } from './summary-facts.ts';

/**
 * A section of the draft before it is laid out: `lead` is its opening sentence (the only text a model may
 * reword), `source` says where everything in it comes from.
 */
export interface DraftSection {
  id: string;
  number: string;
  level: 1 | 2;
  heading: string;
  lead: string;
  source: string;
  fields: ContentField[];
  tables: ContentTable[];
  sources: SourceRef[];
}

/** A text from the data or the user. */
const plain = (text: string, url: string | null = null): ContentText => ({ text, url });
/** What the submitter has to fill in, marked in the document. */
export const blank = (what: string): ContentText => ({ text: `[To be completed: ${what}]`, url: null, blank: true });
const orBlank = (value: string | null | undefined, what: string): ContentText => (value && value.trim() !== '' ? plain(value.trim()) : blank(what));
const field = (label: string, value: ContentText): ContentField => ({ label, value });

function section(id: string, number: string, heading: string, parts: Partial<DraftSection> & Pick<DraftSection, 'lead' | 'source'>): DraftSection {
  return { id, number, level: number.includes('.') ? 2 : 1, heading, fields: [], tables: [], sources: [], ...parts };
}

function submitterSection({ submitter, preparedOn }: SummaryFacts): DraftSection {
  return section('submitter', '1', 'Submitter (21 CFR 807.92(a)(1))', {
    lead: 'The submitter of this 510(k) and the person to contact about it.',
    source: 'the account profile (name, company and role); the day the draft was prepared.',
    fields: [
      field('Submitter', orBlank(submitter.company, "the submitter's company name")),
      field('Address', blank("the submitter's address")),
      field('Telephone', blank("the submitter's telephone number")),
      field('Contact person', orBlank(submitter.name, "the contact person's name")),
      ...(submitter.role ? [field("Contact person's role", plain(submitter.role))] : []),
      field('Date prepared', plain(preparedOn)),
    ],
  });
}

function deviceSection({ profile, classification }: SummaryFacts): DraftSection {
  const code = productCodeSource(classification.productCode, classification.deviceName);
  const regulation = classification.regulationNumber ? regulationSource(classification.regulationNumber, classification.regulationDescription) : null;
  return section('device', '2', 'Device Name and Classification (21 CFR 807.92(a)(2))', {
    lead: `The device, its common name and its classification under product code ${classification.productCode}.`,
    source: "the device profile (trade name); FDA's product classification for the product code (everything else).",
    fields: [
      field('Trade or proprietary name', orBlank(profile.device_name, "the device's trade name")),
      field('Common or usual name', plain(classification.deviceName)),
      field('Classification name', orBlank(classification.regulationDescription, 'the classification name (the classification holds none)')),
      field(
        'Regulation number',
        regulation ? plain(`21 CFR ${regulation.id}`, regulation.url) : blank('the regulation number (the classification holds none)'),
      ),
      field('Device class', plain(classification.deviceClassDescription)),
      field('Product code', plain(classification.productCode, code.url)),
      field('Review panel', orBlank(classification.reviewPanel, 'the review panel (the classification holds none)')),
    ],
    sources: [code, ...(regulation ? [regulation] : [])],
  });
}

function predicatesSection({ predicates, missingPredicates }: SummaryFacts): DraftSection {
  const refs = predicates.map((device) => kNumberSource(device.k_number, device.device_name));
  const notHeld = missingPredicates.length > 0 ? ` Chosen but not in the FDA data, so not described here: ${missingPredicates.join(', ')}.` : '';
  const na = (value: string | null) => plain(value?.trim() || 'Not held in the data');
  return section('predicates', '3', 'Predicate Devices (21 CFR 807.92(a)(3))', {
    lead:
      predicates.length > 0
        ? `The legally marketed devices to which substantial equivalence is claimed: ${predicates.map((device) => device.k_number).join(', ')}.${notHeld}`
        : `No predicate device is chosen yet.${notHeld}`,
    source: "the predicates chosen in the Predicates step; their names, applicants and decision dates from FDA's 510(k) records.",
    fields: predicates.length > 0 ? [] : [field('Predicate devices', blank('the legally marketed predicate device(s), chosen in the Predicates step'))],
    tables:
      predicates.length > 0
        ? [
            {
              title: 'Predicate devices',
              columns: ['K-number', 'Device name', 'Applicant', 'Decision date'].map((title) => plain(title)),
              rows: predicates.map((device, index) => [plain(device.k_number, refs[index]!.url), na(device.device_name), na(device.applicant), na(device.decision_date)]),
            },
          ]
        : [],
    sources: refs,
  });
}

function descriptionSection({ profile }: SummaryFacts): DraftSection {
  return section('description', '4', 'Device Description (21 CFR 807.92(a)(4))', {
    lead: 'What the device is and how it works.',
    source: 'the device profile.',
    fields: [
      field('Description', orBlank(profile.description, "the device's description")),
      field('Key specifications', orBlank(profile.key_specs, "the device's key specifications")),
      ...(profile.functionality ? [field('Functionality', plain(profile.functionality))] : []),
    ],
  });
}

function intendedUseSection({ profile }: SummaryFacts): DraftSection {
  return section('intended-use', '5', 'Intended Use / Indications for Use (21 CFR 807.92(a)(5))', {
    lead: 'The general purpose of the device and the conditions it is indicated for.',
    source: 'the device profile.',
    fields: [field('Intended use / indications for use', orBlank(profile.intended_use, "the device's intended use and indications for use"))],
  });
}

function comparisonSection({ comparison }: SummaryFacts): DraftSection {
  const heading = 'Comparison of Technological Characteristics (21 CFR 807.92(a)(6))';
  if (comparison === null || comparison.columns.length === 0 || comparison.rows.length === 0) {
    return section('comparison', '6', heading, {
      lead: 'No comparison table is built yet in the Predicates step.',
      source: 'the comparison table of the Predicates step.',
      fields: [field('Technological characteristics', blank('how the device compares with the predicate(s): build the comparison in the Predicates step'))],
    });
  }
  return section('comparison', '6', heading, {
    lead: "The device's technological characteristics beside those of the predicate devices, as compared in the Predicates step.",
    source: "the comparison table of the Predicates step (facts from FDA's records and the rows the user added or edited).",
    tables: [
      {
        title: 'Comparison of technological characteristics',
        columns: [plain('Characteristic'), ...comparison.columns.map((title) => plain(title))],
        rows: comparison.rows.map(({ label, values }) => [plain(label), ...comparison.columns.map((_, index) => orBlank(values[index], `${label} of ${comparison.columns[index]}`))]),
      },
    ],
  });
}

function performanceTable(group: PerformanceGroup, rows: readonly TestStandardsRow[]): ContentTable {
  return {
    title: group,
    columns: ['Test and evaluation', 'Standard', 'FDA recognition number', 'Source'].map((title) => plain(title)),
    rows: rows.map((row) => [plain(row.test_and_evaluation), plain(standardCell(row)), plain(recognitionCell(row) || '—'), plain(sourceCell(row))]),
  };
}

function performanceSections({ standardsRows }: SummaryFacts): DraftSection[] {
  const groups = groupRows(standardsRows);
  const source = 'the rows kept in the Tests and Standards step, each with its own source.';
  const parent = section('performance', '7', 'Performance Data (21 CFR 807.92(b))', {
    lead: 'The non-clinical and clinical tests planned to support substantial equivalence, by area.',
    source,
  });
  const parts = PERFORMANCE_GROUPS.map((group, index) => {
    const rows = groups.get(group)!;
    const clinical = group === 'Clinical';
    return section(`performance-${index + 1}`, `7.${index + 1}`, `${group}${clinical ? ' (21 CFR 807.92(b)(2))' : ''}`, {
      lead: rows.length > 0 ? `The ${group.toLowerCase()} planned for the device.` : `No ${group.toLowerCase()} is kept in the Tests and Standards step.`,
      source,
      fields: [
        field(
          'Results',
          rows.length > 0 ? blank(`a summary of the ${group.toLowerCase()} results`) : blank(`the ${group.toLowerCase()} performed, or why none was needed`),
        ),
      ],
      tables: rows.length > 0 ? [performanceTable(group, rows)] : [],
      sources: rows.flatMap((row) => (row.source ? [row.source] : [])),
    });
  });
  return [parent, ...parts];
}

function conclusionSection({ predicates }: SummaryFacts): DraftSection {
  const kNumbers = predicates.map((device) => device.k_number);
  return section('conclusion', '8', 'Conclusion (21 CFR 807.92(b)(3))', {
    lead: 'The conclusion the submitter draws from the performance data.',
    source: 'the submitter, once the test results are in; the predicates chosen in the Predicates step.',
    fields: [
      field(
        'Conclusion',
        blank(
          `the conclusions drawn from the tests above, that the device is as safe, as effective and performs as well as or better than ${
            kNumbers.length > 0 ? kNumbers.join(', ') : 'the predicate device(s)'
          }`,
        ),
      ),
    ],
  });
}

/** The draft's sections in the order of 21 CFR 807.92, each with its sources. */
export function summarySections(facts: SummaryFacts): DraftSection[] {
  return [
    submitterSection(facts),
    deviceSection(facts),
    predicatesSection(facts),
    descriptionSection(facts),
    intendedUseSection(facts),
    comparisonSection(facts),
    ...performanceSections(facts),
    conclusionSection(facts),
  ];
}

/** The sections as the writer lays them out, the lead and its source line first, then a Sources section listing every record. */
export function laidOut(sections: readonly DraftSection[]): ContentSection[] {
  const sources = distinctSources(sections.flatMap((draft) => draft.sources));
  return [
    ...sections.map(({ number, level, heading, lead, source, fields, tables }) => ({
      number,
      level,
      heading,
      paragraphs: [lead, `Source: ${source}`],
      fields,
      tables,
      sources: [],
    })),
    {
      number: '9',
      level: 1,
      heading: 'Sources',
      paragraphs: ['The FDA records this draft cites, each with its page.'],
      fields: [],
      tables: [],
      sources: sources.map(contentSourceOf),
    },
  ];
}
