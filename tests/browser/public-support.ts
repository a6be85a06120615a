import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import * as auth from '#sdk/resources/auth';
import * as leads from '#sdk/resources/leads';
import * as universities from '#sdk/resources/universities';
import { apiClient } from './support.ts';

/**
 * Waits until a page the server rendered has hydrated, signed out (the header's sign-in link appears
 * only then): a link clicked before is followed by the browser itself, loading a new document, or
 * lost while the page hydrates.
 */
export const hydrated = (page: Page) =>
  expect(page.getByRole('banner').getByRole('link', { name: /^(Login|تسجيل الدخول)$/ })).toBeVisible();

/** The admins' inbox, read through the SDK as the admin the test server starts with. */
export async function adminLeads(search: string) {
  const client = apiClient();
  await auth.login(client, { email: 'admin@test.local', password: 'admin-password' });
  return (await leads.list(client, { search, limit: 100 })).leads;
}

/** A university of the demo catalogue by name. */
export async function universityNamed(name: string) {
  const { universities: found } = await universities.list(apiClient(), { search: name, limit: 10 });
  const university = found.find((u) => u.name === name);
  if (!university) throw new Error(`${name} is not in the demo catalogue`);
  return university;
}

/** The names on the university cards of the page shown. */
export const cardNames = (page: Page) => page.getByTestId('university-card').getByRole('heading').allTextContents();

/** Fails on any serious or critical axe-core violation of the page as it is now. */
export async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(serious, `${page.url()}\n${serious.join('\n')}`).toEqual([]);
}
