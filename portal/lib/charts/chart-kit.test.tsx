import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '#portal/lib/i18n.ts';
import { renderInPortal } from '#tests/support/render-portal.tsx';
import { chartCsv } from './chart-csv.ts';
import type { ChartData } from './chart-data.ts';
import { ChartPanel } from './ChartPanel.tsx';
import { lastDays, presetOf, rangeProblem, thisIntake } from './date-range.ts';
import { periodChange } from './PeriodChange.tsx';

const data: ChartData = {
  labelHeader: 'Country',
  labels: ['Germany', '=HYPERLINK("x")'],
  series: [
    { name: 'Applications', values: [12, 3] },
    { name: 'Accepted', values: [1500, 0] },
  ],
};

beforeAll(() => activateLocale('en'));
afterEach(() => activateLocale('en'));

describe('the chart kit', () => {
  it('writes the numbers as CSV with a byte-order mark and formulas escaped', async () => {
    const bytes = new Uint8Array(await chartCsv(data).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(
      'Country,Applications,Accepted\nGermany,12,1500\n"\'=HYPERLINK(""x"")",3,0\n',
    );
  });

  it('shows the same numbers as a table on request, in the reader’s digits', async () => {
    await activateLocale('ar');
    const host = await renderInPortal(<ChartPanel title="By country" kind="bar" data={data} fileName="x.csv" />);
    expect(host.querySelector('table')).toBeNull();
    const toggle = host.querySelector<HTMLButtonElement>('button[aria-pressed]')!;
    await act(async () => toggle.click());
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const cells = [...host.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    const arabic = new Intl.NumberFormat('ar');
    expect(cells).toEqual([
      ['Germany', arabic.format(12), arabic.format(1500)],
      ['=HYPERLINK("x")', arabic.format(3), arabic.format(0)],
    ]);
  });

  it('offers the last 7, 30 and 90 days, today included, and knows a custom range', () => {
    const today = new Date(2026, 10, 27, 23, 30);
    expect(lastDays(7, today)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(lastDays(90, today)).toEqual({ from: '2026-08-30', to: '2026-11-27' });
    expect(presetOf({ from: '2026-10-29', to: '2026-11-27' }, today)).toBe(30);
    expect(presetOf({ from: '2026-10-28', to: '2026-11-27' }, today)).toBeUndefined();
    expect(rangeProblem({ from: '2026-11-28', to: '2026-11-27' })).toBe('order');
    expect(rangeProblem({ from: '2024-11-26', to: '2026-11-27' })).toBe('length');
    expect(rangeProblem({ from: '2024-11-27', to: '2026-11-27' })).toBeUndefined();
  });

  it('starts this intake on the latest 1 October or 1 April, today included', () => {
    const on = (month: number, day: number) => thisIntake(new Date(2026, month - 1, day, 12));
    expect(on(11, 27)).toEqual({ from: '2026-10-01', to: '2026-11-27' });
    expect(on(10, 1)).toEqual({ from: '2026-10-01', to: '2026-10-01' });
    expect(on(9, 30)).toEqual({ from: '2026-04-01', to: '2026-09-30' });
    expect(on(4, 1)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(on(3, 31)).toEqual({ from: '2025-10-01', to: '2026-03-31' });
    expect(on(1, 5)).toEqual({ from: '2025-10-01', to: '2026-01-05' });
    expect(presetOf({ from: '2026-10-01', to: '2026-11-27' }, new Date(2026, 10, 27))).toBe('intake');
  });

  it('gives the change against the previous period as a fraction, none from zero', () => {
    expect(periodChange(12, 8)).toBe(0.5);
    expect(periodChange(4, 8)).toBe(-0.5);
    expect(periodChange(3, 0)).toBeUndefined();
  });
});
