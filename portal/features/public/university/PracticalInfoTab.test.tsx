import { describe, expect, it } from 'vitest';
import { yearlyFunds } from '#portal/content/countries/figures.ts';
import { loadCountryGuide } from '#portal/content/countries/index.ts';
import { formatterFor } from '#portal/lib/format.ts';
import { activateLocale } from '#portal/lib/i18n.ts';
import { renderInPortal } from '#tests/support/render-portal.tsx';
import { GuideFigures } from '#portal/features/public/shared/GuideFigures.tsx';
import { PracticalInfoTab } from './PracticalInfoTab.tsx';

async function render(node: React.ReactNode) {
  const host = await renderInPortal(node);
  // The guide is its own chunk: wait until the tab has loaded it.
  await expect.poll(() => host.querySelector('[aria-busy="true"], [role="status"]')).toBeNull();
  return host;
}

describe('Practical Info tab', () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`shows the blocked account the Germany guide holds, as the country page does (${locale})`, async () => {
      await activateLocale(locale);
      const guide = (await loadCountryGuide('germany'))!;
      const funds = guide.figures!.proofOfFunds!;
      const format = formatterFor(locale);
      const tab = await render(<PracticalInfoTab country="Germany" />);
      // The country page shows the guide's figures through the same component.
      const countryPage = await render(<GuideFigures guide={guide} />);
      const figures = tab.querySelector('[aria-labelledby="practical-visa"] dl')!.textContent!;
      expect(figures).toBe(countryPage.textContent);
      expect(figures).toContain(format.euros(yearlyFunds(funds)));
      expect(figures).toContain(format.euros(992));
      expect(tab.textContent).not.toContain(format.euros(11_208));
      expect(tab.textContent).not.toContain(format.euros(934));
      // The guide's own visa text is on the tab, with the same figure.
      expect(tab.textContent).toContain((locale === 'ar' ? guide.ar : guide.en).visa);
    });
  }

  it('shows no insurance or funds figure for a country whose guide has none', async () => {
    await activateLocale('en');
    const guide = (await loadCountryGuide('france'))!;
    expect(guide.figures).toBeUndefined();
    const tab = await render(<PracticalInfoTab country="France" />);
    expect(tab.querySelector('h2')?.textContent).toBe('Living costs in France');
    expect(tab.textContent).toContain(guide.en.visa);
    expect(tab.textContent).not.toMatch(/€80|€150/);
    expect(tab.querySelector('dl dt')?.textContent).toBe('Monthly budget');
    expect(tab.textContent).toContain(`include ${guide.en.scholarships[0].name}`);
  });
});
