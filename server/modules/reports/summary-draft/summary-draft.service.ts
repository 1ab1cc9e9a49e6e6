import type { Report } from '../../../../src/api/contracts/reports.ts';
import type { DeviceRow } from '../../../../src/api/contracts/data.ts';
import { writeDocx } from '../../../../src/api/document/docx-writer.ts';
import { NotFoundError } from '../../../http/errors.ts';
import type { AccountRepository } from '../../account/account.repository.ts';
import type { SectionWording } from '../../ai/llm/summary-wording-with-model.ts';
import type { DataServices } from '../../fda/data-services.ts';
import { readPreparedOn, readTitle, type ReportsService } from '../reports.service.ts';
import type { SummaryDraftInput } from './summary-draft-input.ts';
import type { SummaryFacts } from './summary-facts.ts';
import { laidOut, summarySections, type DraftSection } from './summary-sections.ts';

/** The configured model's rewording of the sections' openings (already fact-checked): by section id. */
export interface SummaryWording {
  model: string;
  reword(sections: readonly SectionWording[], facts: string): Promise<Map<string, string>>;
}

export interface SummaryDraftDeps {
  account: Pick<AccountRepository, 'profile'>;
  data: Pick<DataServices, 'classification' | 'devices'>;
  /** Absent without a configured model: the local text stands. */
  wording?: SummaryWording;
  now?: () => Date;
}

/** A built draft, before it is kept: its DOCX and what names it. */
export interface BuiltDraft {
  productCode: string;
  title: string;
  preparedOn: string;
  docx: Uint8Array<ArrayBuffer>;
  /** The model that reworded at least one opening, else null. */
  rewordedBy: string | null;
}

export type SummaryDraftService = ReturnType<typeof createSummaryDraftService>;

/** The chosen devices the data holds, and the K-numbers it does not. */
async function predicatesOf(data: SummaryDraftDeps['data'], kNumbers: readonly string[]): Promise<{ held: DeviceRow[]; missing: string[] }> {
  const devices = await Promise.all(
    kNumbers.map((kNumber) =>
      data.devices.device(kNumber).catch((error: unknown) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      }),
    ),
  );
  return { held: devices.filter((device) => device !== null), missing: kNumbers.filter((_, index) => devices[index] === null) };
}

/**
 * Writes the 510(k) Summary draft (21 CFR 807.92) of the caller's strategy: every statement from the account
 * and device profiles, the comparison table, the tests and standards rows or the FDA data, with its source;
 * a blank, marked, for whatever the submitter has to add.
 */
export function createSummaryDraftBuilder({ account, data, wording, now = () => new Date() }: SummaryDraftDeps) {
  async function factsOf(uid: string, input: SummaryDraftInput, preparedOn: string): Promise<SummaryFacts> {
    // A code the data does not hold answers 404 before any other work.
    const classification = await data.classification.classification(input.productCode);
    const [profile, predicates] = await Promise.all([account.profile(uid), predicatesOf(data, input.predicateKNumbers)]);
    return {
      submitter: { name: profile?.name.trim() ?? '', company: profile?.company.trim() ?? '', role: profile?.role.trim() ?? '' },
      profile: input.profile,
      classification,
      predicates: predicates.held,
      missingPredicates: predicates.missing,
      comparison: input.comparison,
      standardsRows: input.standardsRows,
      preparedOn,
    };
  }

  /** The sections with the model's openings where it gave checked ones; the local text on any failure. */
  async function reworded(sections: DraftSection[], facts: SummaryFacts): Promise<{ sections: DraftSection[]; model: string | null }> {
    if (!wording) return { sections, model: null };
    const texts = await wording
      .reword(
        sections.map(({ id, lead }) => ({ id, text: lead })),
        JSON.stringify(facts),
      )
      .catch(() => new Map<string, string>());
    if (texts.size === 0) return { sections, model: null };
    return { sections: sections.map((section) => ({ ...section, lead: texts.get(section.id) ?? section.lead })), model: wording.model };
  }

  async function build(uid: string, input: SummaryDraftInput): Promise<BuiltDraft> {
    const preparedOn = readPreparedOn(input.preparedOn, now().toISOString().slice(0, 10));
    const facts = await factsOf(uid, input, preparedOn);
    const { sections, model } = await reworded(summarySections(facts), facts);
    const { productCode } = facts.classification;
    const name = facts.profile.device_name || facts.classification.deviceName;
    const title = readTitle(`510(k) Summary draft: ${name} (${productCode})`.slice(0, 200));
    const docx = await writeDocx({
      title,
      bylines: [
        `Product code ${productCode} · Prepared ${preparedOn} · Drafted with Clearway under 21 CFR 807.92`,
        'Highlighted text marks what the submitter has to complete; every other statement names its source.',
        model ? `Section openings reworded by ${model} and checked against the data.` : "Wording: Clearway's own text.",
      ],
      sections: laidOut(sections),
      footer: `Clearway 510(k) Summary draft · ${productCode}`,
    });
    return { productCode, title, preparedOn, docx, rewordedBy: model };
  }

  return { build };
}

/** Drafts the summary and keeps it with the caller's reports. */
export function createSummaryDraftService(
  builder: ReturnType<typeof createSummaryDraftBuilder>,
  reports: Pick<ReportsService, 'keepSummaryDraft'>,
  now: () => Date = () => new Date(),
) {
  return {
    async draft(uid: string, input: SummaryDraftInput): Promise<Report> {
      const { productCode, title, preparedOn, docx } = await builder.build(uid, input);
      return reports.keepSummaryDraft(uid, { productCode, title, preparedOn, createdAt: now() }, docx);
    },
  };
}
