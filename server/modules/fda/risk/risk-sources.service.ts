import type { MdrReportsPage, ProblemKind, ProblemTerms, RecallsPage } from '../../../../src/api/contracts/data.ts';
import type { CoverageService } from '../coverage/coverage.service.ts';
import type { DataCache } from '../common/data-cache.ts';
import type { ProblemFilter, RiskSourcesRepository } from './risk-sources.repository.ts';
import type { YearRange } from '../http/year-range.ts';

export type RiskSourcesService = ReturnType<typeof createRiskSourcesService>;

export interface RiskSourcesServiceDeps {
  sources: RiskSourcesRepository;
  coverage: CoverageService;
  cache: DataCache;
}

/** Which page of a list, `page` counted from 1. */
export interface PageRequest {
  page: number;
  page_size: number;
}

/**
 * The annexes of the IMDRF/FDA tables that name each kind of MAUDE problem: device problems are Annex A;
 * patient problems are health effects, clinical signs (Annex E) and health impact (Annex F). A term of
 * another annex (e.g. 'Insufficient Information', in Annex E but a device problem in MAUDE) is not the
 * problem the report names.
 */
export const PROBLEM_ANNEXES: Record<ProblemKind, readonly string[]> = { device: ['A'], patient: ['E', 'F'] };

const FDA_CDRH = 'https://www.accessdata.fda.gov/scripts/cdrh/cfdocs';

/**
 * FDA's MAUDE page of a report, as the MAUDE web exports link it. Only an MDR report key (digits) is a
 * MAUDE id: a report known only by its report number (openFDA's 1234567-2020-00001) has no such page.
 */
export function maudeReportUrl(mdrReportKey: string, productCode: string): string | null {
  return /^\d+$/.test(mdrReportKey) ? `${FDA_CDRH}/cfMAUDE/Detail.CFM?MDRFOI__ID=${mdrReportKey}&pc=${productCode}` : null;
}

/**
 * FDA's recall database (cfRES) searched for a recall event. cfRES keys a recall's own page by a product
 * recall id the export does not hold, so the event (which lists its recalls) is what can be linked.
 */
export function recallEventUrl(recallEventId: string | null): string | null {
  return recallEventId === null ? null : `${FDA_CDRH}/cfRES/res.cfm?start_search=1&event_id=${encodeURIComponent(recallEventId)}`;
}

/** The recall export writes N/A where it has no recall class (in every row): no class. */
function recallClassOrNull(recallClass: string | null): string | null {
  const value = recallClass?.trim() ?? '';
  return value === '' || value.toUpperCase() === 'N/A' ? null : value;
}

const windowOf = ({ page, page_size }: PageRequest) => ({ limit: page_size, offset: (page - 1) * page_size });

/** The records behind each risk figure: the reports behind an MDR count, the recalls behind a recall count, a problem's code. */
export function createRiskSourcesService({ sources, coverage, cache }: RiskSourcesServiceDeps) {
  return {
    /** The reports /risk/total-mdrs counts (with a problem: those /risk/top-*-problems count for it), newest first. */
    async mdrReports(productCode: string, years: YearRange, filter: ProblemFilter | null, request: PageRequest): Promise<MdrReportsPage> {
      const key = JSON.stringify(['risk-sources:mdr-reports', productCode, years, filter, request]);
      return cache.get(key, async () => {
        const [{ total, rows }, held] = await Promise.all([
          sources.mdrReports(productCode, years, filter, windowOf(request)),
          coverage.mdrs(productCode, filter?.kind),
        ]);
        const items = rows.map((row) => ({ ...row, url: maudeReportUrl(row.mdr_report_key, productCode) }));
        return { items, total, ...request, coverage: held };
      });
    },

    /** The distinct recalls /risk/total-recalls counts, newest posted first. */
    async recalls(productCode: string, years: YearRange, request: PageRequest): Promise<RecallsPage> {
      const key = JSON.stringify(['risk-sources:recalls', productCode, years, request]);
      return cache.get(key, async () => {
        const [{ total, rows }, held] = await Promise.all([sources.recalls(productCode, years, windowOf(request)), coverage.recalls()]);
        const items = rows.map((row) => ({
          ...row,
          recall_class: recallClassOrNull(row.recall_class),
          url: recallEventUrl(row.recall_event_id),
        }));
        return { items, total, ...request, coverage: held };
      });
    },

    /**
     * Each term's IMDRF/FDA code among the annexes of its kind, in the order asked; a term the tables do not
     * hold answers with nulls. A term held twice in those annexes takes the first by annex, then code.
     */
    async problemTerms(kind: ProblemKind, terms: readonly string[]): Promise<ProblemTerms> {
      return cache.get(JSON.stringify(['risk-sources:problem-terms', kind, terms]), async () => {
        const codes = await sources.problemCodes(terms, PROBLEM_ANNEXES[kind]);
        return terms.map((term) => {
          const code = codes.find((row) => row.asked === term);
          return {
            term,
            kind,
            imdrf_code: code?.imdrf_code ?? null,
            fda_code: code?.fda_code ?? null,
            definition: code?.definition ?? null,
            annex: code?.annex ?? null,
          };
        });
      });
    },
  };
}
