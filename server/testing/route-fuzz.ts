import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../../scripts/repo-root.ts';
import { routesOf } from './app-routes.ts';

/** The field names the API contracts declare, so that bodies and queries reach past the first check. */
function contractFieldNames(): string[] {
  const dir = path.join(REPO_ROOT, 'src', 'api', 'contracts');
  const names = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    for (const [, name] of readFileSync(path.join(dir, file), 'utf-8').matchAll(/^\s+'?([a-z][a-z_]*)\??'?:/gim)) names.add(name!);
  }
  return [...names];
}

// Texts users and attackers send: empty, NUL, half surrogate pairs, SQL and script, traversal, codes, numbers.
const NASTY_TEXTS = ['', ' ', '\u0000', 'a\u0000b', '\ud800', 'x\udfff', "'; drop table users; --", '<script>alert(1)</script>', '../../etc/passwd', '..%2f..%2fetc', 'DQY', 'K213456', 'dqy', '9'.repeat(400), 'null', '-1', '1e309', 'NaN'];
const HUGE_TEXT = 'x'.repeat(5000);

const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(...NASTY_TEXTS),
  fc.string({ minLength: 2000, maxLength: 5000 }),
);

function fuzzValue(fields: string[]): fc.Arbitrary<unknown> {
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      nastyText,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 6 }),
    ),
  }));
  return value;
}

interface FuzzInput {
  params: string[];
  query: Record<string, string>;
  body: unknown;
}

/**
 * The cases every route gets before the random ones, so that each class of bad input reaches each route however
 * few random cases run: every nasty text and a huge one in every path parameter, in a query field and in every
 * contract field of the body; and bodies of each wrong JSON type.
 */
function fixedCases(paramCount: number, fields: string[], hasBody: boolean): FuzzInput[] {
  const [field = 'q'] = fields;
  const texts: FuzzInput[] = [...NASTY_TEXTS, HUGE_TEXT].map((text) => ({
    params: Array<string>(paramCount).fill(text),
    query: { [field]: text },
    body: hasBody ? Object.fromEntries(fields.map((name) => [name, text])) : undefined,
  }));
  if (!hasBody) return texts;
  const fine = { params: Array<string>(paramCount).fill('x'), query: {} };
  const wrongTypes: unknown[] = [-1, 1.5, true, null, [], [{}], {}, Object.fromEntries(fields.map((name) => [name, 1]))];
  return [...texts, ...wrongTypes.map((body) => ({ ...fine, body }))];
}

/** A path segment as a browser sends it: UTF-8 percent-encoded (a lone surrogate becomes U+FFFD, as in fetch). */
function pathSegment(text: string): string {
  if (text === '') return 'x';
  return [...Buffer.from(text, 'utf-8')].map((byte) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0')}`)).join('');
}

export interface RouteFuzzOutcome {
  routes: number;
  cases: number;
  /** One line per route that answered a case with a 500 or more, or with a 400 naming no field. */
  failures: string[];
}

/**
 * Sends every route of `app` (as the user of `headers`) its fixed cases and `runs` random ones; a route fails on
 * a case answered 500 or more, or 400 without naming the field at fault.
 */
export async function fuzzEveryRoute(app: FastifyInstance, headers: Record<string, string>, runs: number): Promise<RouteFuzzOutcome> {
  const routes = routesOf(app);
  const fields = contractFieldNames();
  const query = fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 })), nastyText, { maxKeys: 5 });
  const failures: string[] = [];
  let cases = 0;

  for (const route of routes) {
    const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const hasBody = route.method !== 'GET';
    const input: fc.Arbitrary<FuzzInput> = fc.record({
      params: fc.tuple(...paramNames.map(() => nastyText)),
      query,
      body: hasBody ? fuzzValue(fields) : fc.constant(undefined),
    });
    const examples = fixedCases(paramNames.length, fields, hasBody).map((example): [FuzzInput] => [example]);
    await fc.assert(
      fc.asyncProperty(input, async ({ params, query: search, body }) => {
        cases += 1;
        let url = route.url;
        paramNames.forEach((name, i) => (url = url.replace(`:${name}`, pathSegment(params[i]!))));
        const queryText = new URLSearchParams(Object.entries(search).map(([k, v]) => [k, String(v)])).toString();
        const response = await app.inject({
          method: route.method as 'GET',
          url: queryText ? `${url}?${queryText}` : url,
          headers,
          ...(body === undefined ? {} : { payload: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } }),
        });
        let answer: { field?: string } | undefined;
        try {
          answer = response.statusCode >= 400 ? (response.json() as { field?: string }) : undefined;
        } catch {
          answer = undefined;
        }
        if (response.statusCode >= 500 || (response.statusCode === 400 && !answer?.field)) {
          failures.push(`${route.method} ${route.url} -> ${response.statusCode} ${response.body.slice(0, 200)} for ${JSON.stringify({ params, search, body }).slice(0, 300)}`);
          return false;
        }
        return true;
      }),
      { numRuns: examples.length + runs, examples, endOnFailure: true },
    ).catch((error: unknown) => {
      // A failed property is already in failures; anything else (a thrown error) is a failure too.
      if (!failures.some((failure) => failure.startsWith(`${route.method} ${route.url} `))) failures.push(`${route.method} ${route.url} threw ${String(error).slice(0, 300)}`);
    });
  }
  return { routes: routes.length, cases, failures };
}
