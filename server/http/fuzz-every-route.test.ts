import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/repo-root.ts';
import { paymentsEnv, standInOptions } from '../modules/payments/testing/payments-test-env.ts';
import { startStripeStandIn, type StripeStandIn } from '../modules/payments/testing/stripe-stand-in.ts';
import { routesOf } from '../testing/app-routes.ts';
import { bearer, createEmulatorUser } from '../testing/emulator-user.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

/** Cases per route (the issue of record asks 1,000; FUZZ_RUNS lowers it for a quick local look). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

/** The field names the API contracts declare, so that bodies and queries reach past the first check. */
function contractFieldNames(): string[] {
  const dir = path.join(REPO_ROOT, 'src', 'api', 'contracts');
  const names = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    for (const [, name] of readFileSync(path.join(dir, file), 'utf-8').matchAll(/^\s+'?([a-z][a-z_]*)\??'?:/gim)) names.add(name!);
  }
  return [...names];
}

// Texts users and attackers send: ordinary, empty, huge, NUL, half surrogate pairs, SQL and script, traversal.
const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\ud800', 'x\udfff', "'; drop table users; --", '<script>alert(1)</script>', '../../etc/passwd', '..%2f..%2fetc', 'DQY', 'K213456', 'dqy', '9'.repeat(400), 'null', '-1', '1e309', 'NaN'),
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

/** A path segment as a browser sends it: UTF-8 percent-encoded (a lone surrogate becomes U+FFFD, as in fetch). */
function pathSegment(text: string): string {
  if (text === '') return 'x';
  return [...Buffer.from(text, 'utf-8')].map((byte) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0')}`)).join('');
}

let standIn: StripeStandIn;
let testApp: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  // Payments on (against the Stripe stand-in), so that its routes check what they are sent; the rate limit
  // lifted, or it would answer 429 to all but the first few hundred cases.
  standIn = await startStripeStandIn(standInOptions);
  testApp = await buildTestApp({ ...paymentsEnv(standIn.origin), RATE_LIMIT_PER_MINUTE: String(Number.MAX_SAFE_INTEGER) });
  headers = bearer(await createEmulatorUser());
}, 60_000);
afterAll(async () => {
  await testApp?.close();
  await standIn?.stop();
});

describe('every route under fuzzed input', () => {
  it('answers every case below 500, and every 400 names the field at fault', { timeout: 1_200_000 }, async () => {
    const routes = routesOf(testApp.app);
    expect(routes.length).toBeGreaterThan(50);
    const fields = contractFieldNames();
    const query = fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 })), nastyText, { maxKeys: 5 });
    const failures: string[] = [];

    for (const route of routes) {
      const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const input = fc.record({
        params: fc.tuple(...paramNames.map(() => nastyText)),
        query,
        body: route.method === 'GET' ? fc.constant(undefined) : fuzzValue(fields),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ params, query: search, body }) => {
          let url = route.url;
          paramNames.forEach((name, i) => (url = url.replace(`:${name}`, pathSegment(params[i]!))));
          const queryText = new URLSearchParams(Object.entries(search).map(([k, v]) => [k, String(v)])).toString();
          const response = await testApp.app.inject({
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
        { numRuns: RUNS, endOnFailure: true },
      ).catch((error: unknown) => {
        // A failed property is already in failures; anything else (a thrown error) is a failure too.
        if (!failures.some((failure) => failure.startsWith(`${route.method} ${route.url} `))) failures.push(`${route.method} ${route.url} threw ${String(error).slice(0, 300)}`);
      });
    }
    expect(failures).toEqual([]);
  });
});
