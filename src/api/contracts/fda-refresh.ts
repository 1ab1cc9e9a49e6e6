import { type } from 'arktype';

/** Where a refresh of the FDA data is asked for and read (administrators, or `npm run data:refresh` on this machine). */
export const FDA_REFRESH_PATH = '/administrative/fda-data/refresh';

/** Header carrying the operator token of DATA_DIR/fda-refresh-endpoint.json, the CLI's credential. */
export const OPERATOR_TOKEN_HEADER = 'x-clearway-operator-token';

/**
 * POST answers 202 with the refresh it started (or the one already running); GET answers the latest. `lines` is
 * the end of its log so far (what was fetched, what changed, the import's progress and summary), `lines_total`
 * how many lines it has written in all; `imported` the datasets it replaced, `failed` those it could not (their
 * previous data stays).
 */
export const FdaRefreshStatus = type({
  state: "'idle' | 'running' | 'finished' | 'failed'",
  trigger: "'schedule' | 'request' | null",
  started_at: 'string | null',
  finished_at: 'string | null',
  lines: 'string[]',
  lines_total: 'number.integer',
  imported: 'string[]',
  failed: 'string[]',
});
export type FdaRefreshStatus = typeof FdaRefreshStatus.infer;

export const FDA_REFRESH_MESSAGES = {
  adminOnly: 'Only an administrator can refresh the FDA data.',
} as const;
