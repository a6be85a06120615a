import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations, universityNamed } from './public-support.ts';
import { inArabic } from './support.ts';

// Each scan stands alone: the two workers share the file's thirty scans instead of one taking them all.
test.describe.configure({ mode: 'parallel' });

/** Each public page, and the states of it a visitor can reach (tabs, form errors, not-found views). */
const journeys: [string, (page: Page, universityId: number) => Promise<void>][] = [
  [
    'home',
    async (page) => {
      await page.goto('/');
      await expect(page.getByTestId('university-card')).toHaveCount(6);
    },
  ],
  [
    'universities, every tab',
    async (page) => {
      await page.goto('/universities?country=Germany');
      await expect(page.getByTestId('university-card').first()).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('tab').nth(1).click();
      await expectNoSeriousViolations(page);
      await page.getByRole('tab').nth(2).click();
      await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    },
  ],
  [
    'universities, nothing found',
    async (page) => {
      await page.goto('/universities?search=zzzz-none');
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible();
    },
  ],
  [
    'university detail, every tab',
    async (page, id) => {
      await page.goto(`/universities/${id}`);
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(4);
      for (let i = 0; i < 4; i++) {
        await tabs.nth(i).click();
        await expect(page.getByRole('tabpanel').locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoSeriousViolations(page);
      }
    },
  ],
  [
    'university not found',
    async (page) => {
      await page.goto('/universities/99999999');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  ],
  [
    'countries',
    async (page) => {
      await page.goto('/countries');
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(30);
    },
  ],
  [
    'country page',
    async (page) => {
      await page.goto('/countries/france');
      await expect(page.getByTestId('university-card').first()).toBeVisible();
    },
  ],
  [
    'country not found',
    async (page) => {
      await page.goto('/countries/atlantis');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  ],
  [
    'resources',
    async (page) => {
      await page.goto('/resources');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  ],
  [
    'contact, with its errors shown',
    async (page) => {
      await page.goto('/contact');
      await page.locator('form').getByRole('button').click();
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(4);
    },
  ],
  [
    'consultation request, with its errors shown',
    async (page, id) => {
      await page.goto(`/university-consultation/${id}?type=information`);
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(2);
    },
  ],
];

for (const language of ['en', 'ar'] as const) {
  for (const [name, visit] of journeys) {
    test(`axe: ${name} (${language}) has no serious or critical violation`, async ({ page }) => {
      const { id } = await universityNamed('Technical University of Munich');
      if (language === 'ar') await inArabic(page, '/');
      await visit(page, id);
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expectNoSeriousViolations(page);
    });
  }
}
