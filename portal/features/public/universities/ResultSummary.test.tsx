import type { Pagination } from '#sdk/schemas/common';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from '#portal/lib/i18n.ts';
import { renderInPortal } from '#tests/support/render-portal.tsx';
import { ResultSummary } from './ResultSummary.tsx';

async function summary(pagination: Pagination, shown = 12) {
  return (await renderInPortal(<ResultSummary pagination={pagination} shown={shown} />)).textContent;
}

const counted = { page: 2, limit: 12, total: 164, pages: 14 };
const stopped = { page: 2, limit: 12, total: 1000, pages: 84, totalIsLowerBound: true as const };

afterAll(() => activateLocale('en'));

describe('catalogue result summary', () => {
  it('says the total, or "1,000+" when the catalogue stopped counting, in English', async () => {
    await activateLocale('en');
    expect(await summary(counted)).toBe('Showing 13–24 of 164 universities');
    expect(await summary(stopped)).toBe('Showing 13–24 of 1,000+ universities');
  });

  it('says "more than 1,000" in Arabic', async () => {
    await activateLocale('ar');
    const text = await summary(stopped);
    expect(text).toContain('أكثر من');
    expect(text).not.toContain('+');
  });
});
