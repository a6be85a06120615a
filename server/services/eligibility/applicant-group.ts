// The fee group and application window a nationality falls in. No other protected attribute
// is used. Names are the portal's country names; ISO 3166 alpha-2 codes are read too.
import type { ApplicantGroup, FeeGroup } from '#sdk/schemas/program-parts';

/**
 * EU and EEA member states and Switzerland, whose citizens pay home fees and apply in the EU
 * window (free movement: Agreement on the EEA; EU–Swiss Agreement on the Free Movement of Persons).
 */
const EU_EEA: Record<string, string> = {
  AT: 'Austria',
  BE: 'Belgium',
  BG: 'Bulgaria',
  HR: 'Croatia',
  CY: 'Cyprus',
  CZ: 'Czech Republic',
  DK: 'Denmark',
  EE: 'Estonia',
  FI: 'Finland',
  FR: 'France',
  DE: 'Germany',
  GR: 'Greece',
  HU: 'Hungary',
  IE: 'Ireland',
  IT: 'Italy',
  LV: 'Latvia',
  LT: 'Lithuania',
  LU: 'Luxembourg',
  MT: 'Malta',
  NL: 'Netherlands',
  PL: 'Poland',
  PT: 'Portugal',
  RO: 'Romania',
  SK: 'Slovakia',
  SI: 'Slovenia',
  ES: 'Spain',
  SE: 'Sweden',
  IS: 'Iceland',
  LI: 'Liechtenstein',
  NO: 'Norway',
  CH: 'Switzerland',
};

/**
 * Nationalities of the portal's list that enter the Schengen area without a visa (Regulation (EU)
 * 2018/1806, Annex II); they apply in the non-EU window, the others in the visa window.
 */
const VISA_FREE: Record<string, string> = {
  AL: 'Albania',
  AR: 'Argentina',
  AU: 'Australia',
  BR: 'Brazil',
  CA: 'Canada',
  JP: 'Japan',
  KR: 'South Korea',
  MY: 'Malaysia',
  MX: 'Mexico',
  UA: 'Ukraine',
  GB: 'United Kingdom',
  US: 'United States',
};

const names = (table: Record<string, string>) =>
  new Set([...Object.keys(table), ...Object.values(table)].map((name) => name.toLowerCase()));
const EU_EEA_NAMES = names(EU_EEA);
const VISA_FREE_NAMES = names(VISA_FREE);

const key = (nationality: string) => nationality.trim().toLowerCase();

export const feeGroupOf = (nationality: string): FeeGroup => (EU_EEA_NAMES.has(key(nationality)) ? 'EU' : 'NON_EU');

export function applicantGroupOf(nationality: string): ApplicantGroup {
  if (feeGroupOf(nationality) === 'EU') return 'EU';
  return VISA_FREE_NAMES.has(key(nationality)) ? 'NON_EU' : 'NON_EU_VISA';
}
