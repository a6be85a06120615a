import type { CatalogueProgram } from '#sdk/schemas/program-catalogue';
import type { FeeGroup } from '#sdk/schemas/program-parts';
import { todayDate } from '#server/services/programs/intake-status.ts';

/**
 * A programme's page as schema.org's `EducationalOccupationalProgram` (JSON-LD): its provider,
 * the next intake's start and application deadline (the EU/EEA one: every other group's closes
 * on or before it), how long it takes, its credits and its tuition per fee group as offers.
 */
export function programStructuredData(
  program: CatalogueProgram,
  page: { url: string; name: string; description: string; feeGroupNames: Record<FeeGroup, string> },
) {
  const today = todayDate();
  const next = program.intakes.find((intake) => intake.startDate > today);
  const { university } = program;
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalProgram',
    name: page.name,
    description: page.description,
    url: page.url,
    educationalCredentialAwarded: program.level,
    ...(program.languages.length && { inLanguage: program.languages }),
    ...(program.durationMonths && { timeToComplete: `P${program.durationMonths}M` }),
    ...(program.ects && { numberOfCredits: program.ects }),
    ...(next && { startDate: next.startDate }),
    ...(next?.deadlines.EU && { applicationDeadline: next.deadlines.EU }),
    provider: {
      '@type': 'CollegeOrUniversity',
      name: university.name,
      address: {
        '@type': 'PostalAddress',
        addressLocality: program.campusCity ?? university.city,
        addressCountry: university.country,
      },
    },
    offers: program.fees.map((fee) => ({
      '@type': 'Offer',
      category: 'Tuition',
      name: page.feeGroupNames[fee.feeGroup],
      price: fee.amount,
      priceCurrency: fee.currency,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: fee.amount,
        priceCurrency: fee.currency,
        unitCode: 'ANN',
      },
    })),
  };
}
