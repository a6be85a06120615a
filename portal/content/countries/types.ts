import type { GuideFigures } from './figures.ts';

/** A scholarship or funding scheme usable by international students. */
export interface Scholarship {
  name: string;
  provider: string;
  /** what it covers, short */
  amount: string;
  description: string;
  url: string;
}

export interface CountryGuideText {
  /** 2-3 sentences: why study there */
  summary: string;
  /** 2-3 sentences: system, language of instruction, tuition rules for non-EU students */
  education: string;
  /** in euros (or local currency with a euro equivalent) */
  livingCosts: { monthlyTotal: string; rent: string; notes: string };
  /** student visa / residence permit, proof of funds, health insurance, work rights */
  visa: string;
  /** 2-5 real scholarships usable by international students in that country */
  scholarships: Scholarship[];
}

export interface CountryGuide {
  slug: string;
  name: string;
  /** ISO 3166-1 alpha-2 */
  code: string;
  flag: string;
  capital: string;
  currency: string;
  /** Figures the university pages show too; the guide's text is built from them. */
  figures?: GuideFigures;
  en: CountryGuideText;
  ar: CountryGuideText & { name: string; capital: string };
}
