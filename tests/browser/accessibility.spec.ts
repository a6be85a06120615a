import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { openAsAgency } from './agency-support.ts';
import { inArabic, newAccount, signedIn } from './support.ts';

/** No serious or critical axe violation on the page as it is now. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const language of ['en', 'ar'] as const) {
  test(`login and register, with their errors shown, are accessible in ${language}`, async ({ page }) => {
    const open = (path: string) => (language === 'ar' ? inArabic(page, path) : page.goto(path));
    await open('/login');
    await expect(page.locator('form')).toBeVisible();
    await expectAccessible(page);
    await page.locator('form').getByRole('button').last().click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectAccessible(page);

    await open('/register');
    await expect(page.locator('form')).toBeVisible();
    await expectAccessible(page);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectAccessible(page);
  });
}

test('the setup forms are accessible, with their errors shown', async ({ page }) => {
  // Nine axe runs over three forms: each takes seconds on a loaded machine.
  test.setTimeout(120_000);
  for (const [type, path] of [
    ['AGENCY', '/setup/agency'],
    ['UNIVERSITY', '/setup/university'],
    ['STUDENT', '/setup/student'],
  ] as const) {
    const { token } = await newAccount(type);
    await signedIn(page, token, path);
    await expect(page.locator('form')).toBeVisible();
    await expectAccessible(page);
    if (type !== 'STUDENT') {
      await page.getByRole('button', { name: 'Complete Setup' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectAccessible(page);
    } else {
      // Next checks the step first (the names on the first): with an error shown, then each step.
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel('First Name').fill('Lina');
      await page.getByLabel('Last Name').fill('Haddad');
      for (let step = 0; step < 3; step++) {
        await page.getByRole('button', { name: 'Next' }).click();
        await expectAccessible(page);
      }
    }
  }
});

test('the settings of an agency are accessible, in Arabic too', async ({ page }) => {
  test.setTimeout(60_000);
  for (const language of ['en', 'ar'] as const) {
    await openAsAgency(page, language, '/settings');
    await expect(page.locator('input[name="name"]')).toHaveValue('Cedar Gate Education');
    await expectAccessible(page);
  }
});

test('on a phone the menu opens from its button and Escape closes it, focus back on the button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Countries' }).focus();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});
