import { describe, expect, it } from 'vitest';
import { guide as germany } from './germany.ts';
import { COUNTRY_SUMMARIES, loadCountryGuide } from './index.ts';
import { guideAmount, yearlyFunds } from './figures.ts';

describe("the guides' figures", () => {
  it('Germany asks for the 2025-26 blocked account: 992 € a month, 11,904 € for the first year', () => {
    expect(germany.figures?.proofOfFunds).toEqual({ monthly: 992, year: 2025, blockedAccount: true });
    expect(yearlyFunds(germany.figures!.proofOfFunds!)).toBe(11_904);
    expect(germany.en.visa).toContain('11,904 € for the first year (992 € a month, the 2025-26 rate)');
    expect(germany.ar.visa).toContain('11,904 يورو للسنة الأولى (أي 992 يورو شهريًا وفق معدل 2025-2026)');
  });

  it("every guide's texts say the figures it holds, in both languages", async () => {
    for (const { slug } of COUNTRY_SUMMARIES) {
      const guide = (await loadCountryGuide(slug))!;
      const { proofOfFunds: funds, healthInsurance: insurance } = guide.figures ?? {};
      for (const text of [guide.en, guide.ar]) {
        if (funds) {
          expect(text.visa, slug).toContain(guideAmount(funds.monthly));
          expect(text.visa, slug).toContain(guideAmount(yearlyFunds(funds)));
        }
        if (insurance)
          expect(text.livingCosts.notes, slug).toMatch(new RegExp(`${insurance.min}\\D+${insurance.max} `));
      }
    }
  });
});
