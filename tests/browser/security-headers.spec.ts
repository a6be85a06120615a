import { expect, type Page, test } from '@playwright/test';
import * as auth from '#sdk/resources/auth';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import { apiClient, inArabic, signedIn } from './support.ts';

/** Every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation(t: string): void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    ),
  );
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const token = async (userType: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.userType === userType)!;
  return (await auth.login(apiClient(), { email: account.email, password: account.password })).token;
};

test('the portal is served with a strict CSP and the browser protections, and breaks none of them', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  for (const path of ['/', '/login']) {
    const answer = (await page.goto(path))!;
    const headers = answer.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  }
  await page.goto('/universities');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/universities/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await inArabic(page, '/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(violations).toEqual([]);
});

for (const [userType, path] of [
  ['STUDENT', '/student/dashboard'],
  ['STUDENT', '/student/documents'],
  ['STUDENT', '/student/applications'],
  ['AGENCY', '/dashboard'],
  ['AGENCY', '/students'],
  ['AGENCY', '/applications'],
  ['AGENCY', '/dashboard/leads'],
  ['ADMIN', '/admin/dashboard'],
  ['ADMIN', '/admin/universities'],
  ['UNIVERSITY', '/university/dashboard'],
] as const) {
  test(`${path} of the demo ${userType.toLowerCase()} runs under the CSP in English and Arabic`, async ({ page }) => {
    const violations = await watchViolations(page);
    await signedIn(page, await token(userType), path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });
}

test('signed-in API answers are never cached; the embed kit keeps what lets agencies embed it', async ({ request }) => {
  const own = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${await token('STUDENT')}` } });
  expect(own.headers()['cache-control']).toBe('no-store');
  expect(own.headers()['x-content-type-options']).toBe('nosniff');
  const loader = await request.get('/embed.js');
  expect(loader.headers()['cross-origin-resource-policy']).toBe('cross-origin');
});
