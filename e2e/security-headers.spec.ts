import { expect, test } from './fixtures';
import { acceptTerms, createAccount, newCredentials } from './journeys';

/** The page's Content-Security-Policy, directive by directive. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

test('the app is served with a strict policy and runs no inline script; nothing it loads or calls breaks the policy', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  const response = await page.goto('/sign-in');
  const headers = response!.headers();
  const policy = directives(headers['content-security-policy'] ?? '');
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);

  // No script without a source: an inline one would need 'unsafe-inline', which the policy does not give.
  expect(await page.locator('script:not([src])').count()).toBe(0);

  // Signing up, the terms and the first step's calls all keep within the policy.
  await createAccount(page, newCredentials());
  await acceptTerms(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const api = await page.request.get('/api/health');
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  // arktype asks once whether it may compile validators with eval (new Function); the policy says no, which
  // is reported as a violation, and arktype then validates without compiling. Every other source kept within.
  expect(violations.filter((violation) => !violation.startsWith('script-src eval '))).toEqual([]);
});
