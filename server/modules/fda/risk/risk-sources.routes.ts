import type { FastifyPluginAsync } from 'fastify';
import {
  MdrReportsFilterQuery,
  PROBLEM_TERMS_MAX,
  ProblemTermsQuery,
  RiskPageQuery,
  type MdrReportsPage,
  type ProblemTerms,
  type RecallsPage,
} from '../../../../src/api/contracts/data.ts';
import { ValidationError } from '../../../http/errors.ts';
import { parse } from '../../../http/validate.ts';
import type { ProblemFilter } from './risk-sources.repository.ts';
import type { RiskSourcesService } from './risk-sources.service.ts';
import { readRiskQuery } from './risk.routes.ts';

type RiskRequest = { Querystring: unknown };

/** `problem` and `kind` go together: the reports naming that problem of that kind (none: every report). */
function readProblemFilter(query: unknown): ProblemFilter | null {
  const { problem, kind } = parse(MdrReportsFilterQuery, query, 'query');
  const term = problem?.trim() ?? '';
  if (term === '' && kind === undefined) return null;
  if (term === '') throw new ValidationError('query.problem is required with query.kind (a problem term the reports name)', 'query.problem');
  if (kind === undefined) throw new ValidationError("query.kind is required with query.problem ('device' or 'patient')", 'query.kind');
  return { kind, problem: term };
}

/** The repeated `term` parameter: trimmed, blanks and repeats left out, 1 to PROBLEM_TERMS_MAX of them. */
function readProblemTerms(raw: string | string[] | undefined): string[] {
  const terms = [...new Set((Array.isArray(raw) ? raw : [raw ?? '']).map((term) => term.trim()).filter((term) => term !== ''))];
  if (terms.length === 0) throw new ValidationError('At least one problem term is required (query.term)', 'query.term');
  if (terms.length > PROBLEM_TERMS_MAX) {
    throw new ValidationError(`At most ${PROBLEM_TERMS_MAX} problem terms can be looked up at once (was ${terms.length})`, 'query.term');
  }
  return terms;
}

/** GET /risk/reports, /risk/recalls and /risk/problem-terms: the records behind each risk figure. */
export const riskSourcesRoutes: FastifyPluginAsync<{ sources: RiskSourcesService }> = async (app, { sources }) => {
  app.get<RiskRequest>('/risk/reports', async (request): Promise<MdrReportsPage> => {
    const { productCode, years } = readRiskQuery(request.query, 'MDR reports');
    const filter = readProblemFilter(request.query);
    return sources.mdrReports(productCode, years, filter, parse(RiskPageQuery, request.query, 'query'));
  });

  app.get<RiskRequest>('/risk/recalls', async (request): Promise<RecallsPage> => {
    const { productCode, years } = readRiskQuery(request.query, 'recalls');
    return sources.recalls(productCode, years, parse(RiskPageQuery, request.query, 'query'));
  });

  app.get<RiskRequest>('/risk/problem-terms', async (request): Promise<ProblemTerms> => {
    const { kind, term } = parse(ProblemTermsQuery, request.query, 'query');
    return sources.problemTerms(kind, readProblemTerms(term));
  });
};
