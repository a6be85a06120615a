// The parts of a seeded programme that follow from what the demo and synthetic catalogues say:
// its field of study, languages, credits and entry requirements from its university's published
// figures; its intakes dated by month rules relative to today; its fees in the country's currency.
import type { Insertable, Kysely } from 'kysely';
import type { Currency } from '#sdk/schemas/program-parts';
import type { Requirements } from '#sdk/schemas/program-parts';
import { UNITS_PER_EURO } from '#sdk/schemas/reference-rates';
import { broadFieldOf, type NarrowField } from '#sdk/schemas/study-fields';
import type { Database } from '#server/db/tables/database.ts';
import { INTAKE_MONTHS } from '#sdk/schemas/constants';

/** The catalogue's categories in ISCED-F 2013 narrow fields. */
const FIELDS: Record<string, NarrowField> = {
  Agriculture: '081',
  Architecture: '073',
  'Arts & Humanities': '022',
  Business: '041',
  'Computer Science': '061',
  'Data Science': '061',
  Design: '021',
  Economics: '031',
  Education: '011',
  Engineering: '071',
  'Environmental Science': '052',
  Languages: '023',
  Law: '042',
  Mathematics: '054',
  'Media & Communication': '032',
  'Medicine & Health': '091',
  'Natural Sciences': '053',
  Pharmacy: '091',
  'Political Science': '031',
  Psychology: '031',
  'Social Sciences': '031',
  'Tourism & Hospitality': '101',
  'Veterinary Medicine': '084',
};

/** Countries outside the euro area, by the currency their universities charge in. */
const CURRENCY: Record<string, Currency> = {
  Switzerland: 'CHF',
  'United Kingdom': 'GBP',
  Sweden: 'SEK',
  Denmark: 'DKK',
  Norway: 'NOK',
  Iceland: 'ISK',
  Poland: 'PLN',
  'Czech Republic': 'CZK',
  Hungary: 'HUF',
  Romania: 'RON',
};

/**
 * Countries whose public universities charge EU/EEA students no tuition (Study in Sweden, Study in
 * Denmark, Study in Finland, Study in Norway; Austria within the standard period of study).
 */
const FREE_FOR_EU = new Set(['Austria', 'Denmark', 'Finland', 'Norway', 'Sweden']);

const LANGUAGE_CODES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'el',
  'hr',
  'ro',
  'ca',
  'pl',
  'sl',
  'bg',
  'no',
  'sk',
  'cs',
  'sv',
  'fi',
  'da',
  'lv',
  'et',
  'lt',
  'hu',
  'mt',
  'ga',
  'lb',
];
const englishNames = new Intl.DisplayNames(['en'], { type: 'language' });
const CODE_OF_NAME = new Map(LANGUAGE_CODES.map((code) => [englishNames.of(code)!.toLowerCase(), code]));
CODE_OF_NAME.set('norwegian', 'no');
CODE_OF_NAME.set('valencian', 'ca');

/** "Spanish and Catalan" → ["es", "ca"]. */
export const languageCodes = (text: string | null | undefined) => [
  ...new Set(
    String(text ?? '')
      .toLowerCase()
      .split(/[\s,/&]+/)
      .flatMap((word) => CODE_OF_NAME.get(word) ?? []),
  ),
];

const number = (pattern: RegExp, text: string) => {
  const match = pattern.exec(text);
  return match ? Number(match[1]) : null;
};

/**
 * Entry requirements from the university's published language figures ("IELTS 6.5 or TOEFL iBT
 * 90 for English-taught programmes; German C1 …") and the programme's level.
 */
export function requirementsOf(level: string, languages: string[], languageRequirements: string | null): Requirements {
  const text = languageRequirements ?? '';
  const english = languages.includes('en')
    ? {
        ieltsOverall: number(/IELTS (\d(?:\.5)?)/, text),
        toeflIbt: number(/TOEFL(?: iBT)? (\d{2,3})/, text),
      }
    : null;
  const other = languages.find((code) => code !== 'en');
  const otherName = other && englishNames.of(other);
  const cefr = otherName ? new RegExp(`${otherName}[^;]*?\\b([ABC][12])\\b`).exec(text)?.[1] : undefined;
  return {
    priorDegree: level === "Master's Degree" ? 'BACHELOR' : level === 'PhD/Doctorate' ? 'MASTER' : 'SECONDARY',
    english: english?.ieltsOverall || english?.toeflIbt ? english : null,
    otherLanguage: other && cefr ? { language: other, level: cefr as 'B2' } : null,
    documents: {
      EU: ['PASSPORT', 'TRANSCRIPT', 'DIPLOMA'],
      NON_EU: ['PASSPORT', 'TRANSCRIPT', 'DIPLOMA', 'FINANCIAL_STATEMENT'],
    },
    note: null,
    noteAr: null,
  };
}

interface ProgramFacts {
  category: string | null;
  level: string;
  language: string | null;
  duration_months: number | null;
}

interface UniversityFacts {
  city: string;
  languageRequirements: string | null;
}

/** The columns of a seeded programme that follow from its facts and its university's. */
export function programColumns(program: ProgramFacts, university: UniversityFacts) {
  const field = program.category ? FIELDS[program.category] : undefined;
  const languages = languageCodes(program.language);
  const credits =
    program.duration_months && program.level !== 'PhD/Doctorate' ? (program.duration_months / 12) * 60 : null;
  return {
    field_narrow: field ?? null,
    field_broad: field ? broadFieldOf(field) : null,
    languages: JSON.stringify(languages),
    ects: credits,
    campus_city: university.city,
    requirements: JSON.stringify(requirementsOf(program.level, languages, university.languageRequirements)),
  };
}

const day = (year: number, month: number, date: number) =>
  new Date(Date.UTC(year, month, date)).toISOString().slice(0, 10);

/**
 * An intake starting on the 1st of the month: applications open nine months before;
 * EU/EEA applicants apply until the 15th two months before the start, non-EU applicants four
 * months before, those needing a visa five (visas take weeks; uni-assist takes 4–6 weeks to
 * evaluate a file). The year is the first whose EU deadline is still ahead, so the demo never
 * shows every deadline passed.
 */
function intakeIn(month: number, today: Date): Omit<Insertable<Database['program_intakes']>, 'program_id'> {
  const todayText = today.toISOString().slice(0, 10);
  let year = today.getUTCFullYear();
  while (day(year, month - 2, 15) < todayText) year += 1;
  return {
    start_date: day(year, month, 1),
    eu_opens: day(year, month - 9, 1),
    eu_closes: day(year, month - 2, 15),
    non_eu_opens: day(year, month - 9, 1),
    non_eu_closes: day(year, month - 4, 15),
    non_eu_visa_opens: day(year, month - 9, 1),
    non_eu_visa_closes: day(year, month - 5, 15),
  };
}

/** The intakes of each month a catalogue's text names ("September and February"). */
export const intakesOf = (text: string | null, today: Date) =>
  INTAKE_MONTHS.flatMap((name, month) => (text?.includes(name) ? [intakeIn(month, today)] : [])).sort((a, b) =>
    a.start_date.localeCompare(b.start_date),
  );

/** A yearly euro figure in the country's currency, rounded as universities state fees. */
function inCurrency(euros: number, currency: Currency) {
  const amount = euros * UNITS_PER_EURO[currency];
  const step = amount >= 100_000 ? 1000 : 10;
  return Math.round(amount / step) * step;
}

/** Tuition for both fee groups from the catalogue's yearly figure in euros (the non-EU fee). */
export function feesOf(euros: number, country: string, universityType: string | null) {
  const currency = CURRENCY[country] ?? 'EUR';
  const amount = inCurrency(euros, currency);
  const euAmount = universityType === 'Public' && FREE_FOR_EU.has(country) ? 0 : amount;
  return [
    { fee_group: 'EU', amount: euAmount, currency, amount_eur: Math.round(euAmount / UNITS_PER_EURO[currency]) },
    { fee_group: 'NON_EU', amount, currency, amount_eur: Math.round(amount / UNITS_PER_EURO[currency]) },
  ];
}

const CHUNK = 1_000;

/**
 * Dates the intakes and prices the fees of every programme after `afterId` (the seeders insert
 * programmes in bulk, without their ids), in chunks.
 */
export async function seedProgramDates(db: Kysely<Database>, today: Date, afterId = 0): Promise<void> {
  for (let last = afterId; ; ) {
    const rows = await db
      .selectFrom('programs')
      .innerJoin('universities', 'universities.id', 'programs.university_id')
      .select([
        'programs.id',
        'programs.intake',
        'programs.tuition_fee',
        'universities.country',
        'universities.university_type',
      ])
      .where('programs.id', '>', last)
      .orderBy('programs.id')
      .limit(CHUNK)
      .execute();
    if (!rows.length) return;
    const intakes = rows.flatMap((row) =>
      intakesOf(row.intake, today).map((intake) => ({ ...intake, program_id: row.id })),
    );
    const fees = rows.flatMap((row) =>
      row.tuition_fee == null
        ? []
        : feesOf(row.tuition_fee, row.country, row.university_type).map((fee) => ({ ...fee, program_id: row.id })),
    );
    if (intakes.length) await db.insertInto('program_intakes').values(intakes).execute();
    for (let i = 0; i < fees.length; i += 500)
      await db
        .insertInto('program_fees')
        .values(fees.slice(i, i + 500))
        .execute();
    last = rows.at(-1)!.id;
  }
}
