import { I18nProvider } from '@lingui/react';
import type { Pagination } from '#sdk/schemas/common';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '#portal/lib/i18n.ts';
import { ResultSummary } from './ResultSummary.tsx';

// React's act() needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function summary(pagination: Pagination, shown = 12) {
  const host = document.body.appendChild(document.createElement('div'));
  await act(async () =>
    createRoot(host).render(
      <I18nProvider i18n={i18n}>
        <ResultSummary pagination={pagination} shown={shown} />
      </I18nProvider>,
    ),
  );
  return host.textContent;
}

const counted = { page: 2, limit: 12, total: 164, pages: 14 };
const stopped = { page: 2, limit: 12, total: 1000, pages: 84, totalIsLowerBound: true as const };

afterEach(() => {
  document.body.innerHTML = '';
});
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
