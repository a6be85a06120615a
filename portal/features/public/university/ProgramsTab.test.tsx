import type { Program } from '#sdk/schemas/university';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '#portal/lib/i18n.ts';
import { renderInPortal } from '#tests/support/render-portal.tsx';
import { ProgramsTab } from './ProgramsTab.tsx';

const program = (n: number): Program => ({
  id: n,
  name: `Programme ${n}`,
  category: 'Engineering',
  level: "Master's Degree",
  language: 'English',
  durationMonths: 24,
  tuitionFee: 1500,
  intake: 'September',
  source: null,
  applicationDeadline: null,
  requiredDocuments: ['PASSPORT', 'TRANSCRIPT'],
});

async function render(programs: Program[]) {
  return renderInPortal(<ProgramsTab programs={programs} />);
}

const rowCount = (host: HTMLElement) => host.querySelectorAll('tbody tr').length;
const toggle = (host: HTMLElement) => host.querySelector<HTMLButtonElement>('button[aria-expanded]');

beforeAll(() => activateLocale('en'));
afterEach(() => {
  document.body.innerHTML = '';
});

describe('Programs tab', () => {
  it('shows the first 10 programmes and all of them on request (spec part 1, 9)', async () => {
    const host = await render(Array.from({ length: 13 }, (_, i) => program(i + 1)));
    expect(rowCount(host)).toBe(10);
    expect(toggle(host)?.textContent).toBe('Show all programs (13)');
    await act(async () => toggle(host)!.click());
    expect(rowCount(host)).toBe(13);
    expect(toggle(host)?.getAttribute('aria-expanded')).toBe('true');
    await act(async () => toggle(host)!.click());
    expect(rowCount(host)).toBe(10);
  });

  it('has nothing to expand with 10 programmes or fewer', async () => {
    const host = await render(Array.from({ length: 10 }, (_, i) => program(i + 1)));
    expect(rowCount(host)).toBe(10);
    expect(toggle(host)).toBeNull();
  });

  it('names levels, languages, months and fees for the reader', async () => {
    const host = await render([program(1), { ...program(2), tuitionFee: 0, language: 'Spanish and Catalan' }]);
    const rows = [...host.querySelectorAll('tbody tr')].map((row) => row.textContent);
    expect(rows[0]).toContain("Master's Degree");
    expect(rows[0]).toContain('24 months');
    expect(rows[0]).toContain('September');
    expect(rows[0]).toContain('€1,500');
    expect(rows[1]).toContain('Free');
    expect(rows[1]).toContain('Spanish and Catalan');
    expect(rows[0]).toContain('Engineering');
    expect([...host.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'Program',
      'Field',
      'Level',
      'Language',
      'Duration',
      'Tuition per year',
      'Intake',
      'Application deadline',
    ]);
  });

  it('lets keyboard users scroll a table wider than its column: a focusable region named by the caption', async () => {
    const host = await render([program(1), program(2)]);
    // A <section> named by its caption is a region landmark.
    const region = host.querySelector<HTMLElement>('section[aria-labelledby]')!;
    expect(region.tabIndex).toBe(0);
    expect(region.contains(host.querySelector('table'))).toBe(true);
    const caption = document.getElementById(region.getAttribute('aria-labelledby')!);
    expect(caption?.tagName).toBe('CAPTION');
    expect(caption?.textContent).toBe('2 programs');
  });
});
