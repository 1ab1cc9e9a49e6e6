import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_FIELD_PROBLEM } from '../../src/api/contracts/error-body.ts';
import { FILE_PATHS, UPLOAD_FIELD } from '../../src/api/contracts/files.ts';
import { REPORT_FIELDS, REPORTS_PATH } from '../../src/api/contracts/reports.ts';
import { PAYMENTS_ROUTES } from '../../src/api/contracts/payments.ts';
import { addressOf, routeMatches, routesOf, type AppRoute } from '../testing/app-routes.ts';
import { docsRequestExamples } from '../testing/docs-examples.ts';
import { createEmulatorAdmin } from '../testing/emulator-user.ts';
import { useEveryRouteApp } from '../testing/every-route-app.ts';

/** A key no contract declares. */
const EXTRA = 'zz_unknown';

// An administrator, so that user-status checks its body too.
const running = useEveryRouteApp(createEmulatorAdmin);

const examples = docsRequestExamples();

/** Stripe's signed calls: its events are Stripe's format, not a contract of ours, and Stripe adds keys to them. */
const isStripeWebhook = (route: AppRoute) => route.url.endsWith(PAYMENTS_ROUTES.webhook);

/** The routes that take a multipart form rather than JSON: their query, and a form they would take but for `extra`. */
const MULTIPART_FORMS: Record<string, { query: string; form: (extra: string) => FormData }> = {
  [REPORTS_PATH]: {
    query: '',
    form: (extra) => formOf({ [REPORT_FIELDS.productCode]: 'DQY', [REPORT_FIELDS.title]: 'Strategy', [extra]: '1' }, [REPORT_FIELDS.docx, REPORT_FIELDS.pdf]),
  },
  [FILE_PATHS.upload]: { query: '?folder_name=device-profile', form: (extra) => formOf({ [extra]: '1' }, [UPLOAD_FIELD]) },
};

function formOf(fields: Record<string, string>, files: string[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const name of files) form.append(name, new File([new Uint8Array([37, 80, 68, 70])], `${name}.bin`));
  return form;
}

const multipartFormOf = (route: AppRoute) => Object.entries(MULTIPART_FORMS).find(([path]) => route.url.endsWith(path))?.[1];

/** The first object inside `value` (not `value` itself) and its path, depth first. */
function firstNestedObject(value: unknown, path: string[] = []): { path: string[]; object: Record<string, unknown> } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (typeof item !== 'object' || item === null) continue;
    if (!Array.isArray(item)) return { path: [...path, key], object: item as Record<string, unknown> };
    const inside = firstNestedObject(item, [...path, key]);
    if (inside) return inside;
  }
  return undefined;
}

/** `body` with EXTRA added to its object at `path` (a deep copy; the example is left as it is). */
function withExtraAt(body: unknown, path: string[]): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  const target = path.reduce<Record<string, unknown>>((object, key) => object[key] as Record<string, unknown>, copy);
  target[EXTRA] = 1;
  return copy;
}

async function send(method: string, url: string, body: unknown) {
  const { testApp, headers } = running;
  const payload =
    body === undefined ? {} : body instanceof FormData ? { payload: body } : { payload: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } };
  const response = await testApp.app.inject({ method: method as 'POST', url, headers, ...payload });
  return { status: response.statusCode, text: response.body, json: () => response.json() as { message?: string; field?: string; code?: string } };
}

/** Every row of every table, hashed: a refused request must leave all of them as they were. */
async function databaseFingerprint(): Promise<string> {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(running.testApp.db);
  const hashes: string[] = [];
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ hash: string }>`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${sql.table(name)} t`.execute(running.testApp.db);
    hashes.push(`${name}:${rows[0]!.hash}`);
  }
  return hashes.join('\n');
}

describe('undeclared keys in request bodies (issue 26)', () => {
  it('refuses, on every route that takes a body, an extra key at the top and inside a nested object with 400 naming it, and changes nothing', { timeout: 120_000 }, async () => {
    const writeRoutes = routesOf(running.testApp.app).filter((route) => route.method !== 'GET' && !isStripeWebhook(route));
    const before = await databaseFingerprint();
    const failures: string[] = [];
    let nestedChecks = 0;
    const expectRefused = async (route: AppRoute, url: string, body: unknown, field: string) => {
      const answer = await send(route.method, url, body);
      // The message names every problem; `field` names the first, which may be a required field left out.
      const json = answer.status === 400 ? answer.json() : {};
      if (json.code !== 'VALIDATION_ERROR' || !json.message?.includes(`${field} ${UNKNOWN_FIELD_PROBLEM}`)) {
        failures.push(`${route.method} ${route.url} with ${field}: ${answer.status} ${answer.text.slice(0, 200)}`);
      }
    };

    for (const route of writeRoutes) {
      const url = addressOf(route);
      const multipart = multipartFormOf(route);
      if (multipart) {
        await expectRefused(route, `${url}${multipart.query}`, multipart.form(EXTRA), `body.${EXTRA}`);
        continue;
      }
      // The docs' example of the route, when they show one, else an empty body (a route taking none included).
      const example = examples.find((candidate) => routeMatches(route, candidate.method, candidate.url))?.body ?? {};
      await expectRefused(route, url, { ...(example as object), [EXTRA]: 1 }, `body.${EXTRA}`);
      const nested = firstNestedObject(example);
      if (nested) {
        nestedChecks += 1;
        await expectRefused(route, url, withExtraAt(example, nested.path), ['body', ...nested.path, EXTRA].join('.'));
      }
    }

    expect(failures).toEqual([]);
    expect(writeRoutes.length).toBeGreaterThan(25);
    expect(nestedChecks).toBeGreaterThanOrEqual(9);
    expect(await databaseFingerprint()).toBe(before);
  });

  it('refuses an extra query key on the write routes that read a query, where a misspelled key would change what is written', async () => {
    const refusals = await Promise.all(
      [
        ['POST', '/api/rest/v1/reg-strategy/device-profile?profileId=p1', {}],
        ['DELETE', '/api/rest/v1/reg-strategy/device-profile?profileId=p1', undefined],
        ['DELETE', '/api/rest/v1/reg-strategy/scenarios?product_code=DQY&scenarioId=s1', undefined],
        ['POST', '/api/ai/v1/predicates/compare?k_numbers=K213456,K201234&kNumbers=K1', { k_numbers: ['K213456', 'K201234'] }],
      ].map(async ([method, url, body]) => (await send(method as string, url as string, body)).json()),
    );
    expect(refusals.map(({ field, message }) => ({ field, message }))).toEqual([
      { field: 'query.profileId', message: `query.profileId ${UNKNOWN_FIELD_PROBLEM}` },
      { field: 'query.profileId', message: `query.profileId ${UNKNOWN_FIELD_PROBLEM}` },
      { field: 'query.scenarioId', message: `query.scenarioId ${UNKNOWN_FIELD_PROBLEM}` },
      { field: 'query.kNumbers', message: `query.kNumbers ${UNKNOWN_FIELD_PROBLEM}` },
    ]);
    // A read keeps its query open: a cache-busting parameter changes nothing.
    expect((await send('GET', '/api/rest/v1/administrative/terms/status?_=1764300000000', undefined)).status).toBe(200);
  });

  it('takes every request body the docs show (none is refused as bad input)', { timeout: 60_000 }, async () => {
    expect(examples.length).toBeGreaterThanOrEqual(10);
    const refused: string[] = [];
    for (const example of examples) {
      const answer = await send(example.method, example.url, example.body);
      const field = answer.status === 400 ? answer.json().field ?? '' : '';
      // Checked, not turned away first: signed in (an administrator) and no failure of the server.
      if (field.startsWith('body') || answer.status === 401 || answer.status >= 500) refused.push(`${example.where} ${example.method} ${example.url}: ${answer.text.slice(0, 300)}`);
    }
    expect(refused).toEqual([]);
  });
});
