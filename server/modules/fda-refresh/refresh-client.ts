import { setTimeout as sleep } from 'node:timers/promises';
import { API_BASE_PATHS } from '../../../src/api/contracts/api-bases.ts';
import { FDA_REFRESH_PATH, FdaRefreshStatus, OPERATOR_TOKEN_HEADER } from '../../../src/api/contracts/fda-refresh.ts';
import type { OperatorEndpoint } from './operator-endpoint.ts';

const POLL_MS = 500;

async function call(endpoint: OperatorEndpoint, method: 'POST' | 'GET'): Promise<FdaRefreshStatus> {
  const response = await fetch(`${endpoint.url}${API_BASE_PATHS.rest}${FDA_REFRESH_PATH}`, {
    method,
    headers: { [OPERATOR_TOKEN_HEADER]: endpoint.token },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`The server at ${endpoint.url} answered ${response.status}: ${JSON.stringify(body)}`);
  return FdaRefreshStatus.assert(body);
}

/**
 * Asks the running server of `endpoint` to refresh the FDA data and follows it to its end, passing each new line
 * of its log to `log`; resolves with the final status.
 */
export async function refreshThroughServer(endpoint: OperatorEndpoint, log: (line: string) => void): Promise<FdaRefreshStatus> {
  let status = await call(endpoint, 'POST');
  let shown = 0;
  for (;;) {
    // The server keeps the latest lines: those written since the last look, as many as it still holds.
    const unseen = Math.min(status.lines_total - shown, status.lines.length);
    for (const line of status.lines.slice(status.lines.length - unseen)) log(line);
    shown = status.lines_total;
    if (status.state !== 'running') return status;
    await sleep(POLL_MS);
    status = await call(endpoint, 'GET');
  }
}
