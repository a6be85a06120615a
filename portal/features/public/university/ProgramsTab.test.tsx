import type { CatalogueProgram } from '#sdk/schemas/program-catalogue';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '#portal/lib/i18n.ts';
import { renderInPortal } from '#tests/support/render-portal.tsx';
import { ProgramsTab } from './ProgramsTab.tsx';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const program = (n: number): CatalogueProgram => ({
  id: n,
  name: `Programme ${n}`,
  nameAr: null,
  level: "Master's Degree",
  durationMonths: 24,
  field: { broad: '07', narrow: '071' },
  languages: ['en'],
  ects: 120,
  mode: 'FULL_TIME',
  campusCity: 'Zürich',
  description: null,
  descriptionAr: null,
  webPage: null,
  intakes: [
    {
      id: n,
      startDate: inDays(200),
      seats: null,
      seatsTaken: 0,
      windows: {
        EU: { opens: null, closes: inDays(120) },
        NON_EU: { opens: null, closes: inDays(60) },
        NON_EU_VISA: { opens: null, closes: inDays(30) },
      },
      deadlines: { EU: inDays(120), NON_EU: inDays(60), NON_EU_VISA: inDays(30) },
      status: 'OPEN',
    },
  ],
  intakeNote: null,
  fees: [
    { feeGroup: 'EU', amount: 1460, currency: 'CHF', per: 'YEAR' },
    { feeGroup: 'NON_EU', amount: 4000, currency: 'CHF', per: 'YEAR' },
  ],
  applicationFee: null,
  deposit: null,
  requirements: {},
  university: { id: 1, name: 'ETH Zürich', country: 'Switzerland', city: 'Zürich' },
});

const render = (programs: CatalogueProgram[], total = programs.length) =>
  renderInPortal(<ProgramsTab universityId={1} programs={programs} total={total} />);

const rowCount = (host: HTMLElement) => host.querySelectorAll('tbody tr').length;
const toggle = (host: HTMLElement) => host.querySelector<HTMLButtonElement>('button[aria-expanded]');
const date = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

beforeAll(() => activateLocale('en'));
afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('Programs tab', () => {
  it('shows the first 10 programmes and all of them on request (spec part 1, 9)', async () => {
    const host = await render(Array.from({ length: 13 }, (_, i) => program(i + 1)));
    expect(rowCount(host)).toBe(10);
    expect(toggle(host)?.textContent).toBe('Show all programs (13)');
    await act(async () => toggle(host)!.click());
    expect(rowCount(host)).toBe(13);
    await act(async () => toggle(host)!.click());
    expect(rowCount(host)).toBe(10);
  });

  it('links each programme to its page, and to the search when the university has more than were loaded', async () => {
    const host = await render([program(1), program(2)], 150);
    expect(host.querySelector('tbody a')?.getAttribute('href')).toBe('/programs/1');
    expect(host.querySelector('a[href="/programs?universityId=1"]')?.textContent).toBe(
      'Search all 150 programmes of this university',
    );
  });

  it('shows the fee and next deadline of the chosen fee group, non-EU first, and remembers the choice', async () => {
    const host = await render([program(1)]);
    const row = () => host.querySelector('tbody tr')!.textContent;
    expect(row()).toContain('CHF');
    expect(row()).toContain('4,000');
    expect(row()).toContain(date(inDays(60)));
    const eu = [...host.querySelectorAll('button')].find((b) => b.textContent === 'EU/EEA citizen')!;
    await act(async () => eu.click());
    expect(row()).toContain('1,460');
    expect(row()).toContain(date(inDays(120)));
    expect(localStorage.getItem('fee_group')).toBe('EU');

    document.body.innerHTML = '';
    const again = await render([program(1)]);
    const kept = [...again.querySelectorAll('button')].find((b) => b.textContent === 'EU/EEA citizen')!;
    expect(kept.getAttribute('aria-pressed')).toBe('true');
  });
});
