import { msg } from '@lingui/core/macro';
import { textsIn } from '#server/services/i18n/texts-in.ts';
import type { PageLanguage } from './page-address.ts';

/**
 * The page heads' texts in the page's language. The titles are the portal's own screen titles
 * (usePageTitle), with the same English, so the title stays the same when the portal starts;
 * server/services/i18n/catalogs.test.ts holds their Arabic to the portal's.
 */
export function headTexts(language: PageLanguage) {
  const i18n = textsIn(language);
  return {
    siteName: i18n._(msg`Study in Europe`),
    siteDescription: i18n._(msg`Study in Europe: find European universities, apply and follow your application.`),
    home: i18n._(msg`Find your university in Europe`),
    universities: i18n._(msg`Universities`),
    universitiesDescription: i18n._(
      msg`Search European universities by country, specialty and ranking, and compare their programmes, tuition and requirements.`,
    ),
    university: (name: string, city: string, country: string) =>
      i18n._(msg`${name} in ${city}, ${country}: programmes, tuition, admission requirements and how to apply.`),
    programs: i18n._(msg`Programmes`),
    programsDescription: i18n._(
      msg`Search the programmes of European universities by field, level, language, tuition and application deadline.`,
    ),
    program: (name: string, university: string, city: string, country: string) =>
      i18n._(
        msg`${name} at ${university} in ${city}, ${country}: intakes, application deadlines, tuition and entry requirements.`,
      ),
    feeGroupNames: {
      EU: i18n._(msg`Tuition for EU/EEA students`),
      NON_EU: i18n._(msg`Tuition for non-EU students`),
    },
    countries: i18n._(msg`Study destinations`),
    countriesDescription: i18n._(
      msg`Compare the countries of Europe for your studies: universities, living costs, student visas and scholarships.`,
    ),
    country: (country: string) =>
      i18n._(msg`Study in ${country}: its universities, living costs, student visa and scholarships.`),
    resources: i18n._(msg`Resources`),
    resourcesDescription: i18n._(msg`Guides for studying in Europe: applications, documents, visas and scholarships.`),
    contact: i18n._(msg`Contact us`),
    contactDescription: i18n._(msg`A question about studying in Europe? Write to us and our team answers.`),
    notFound: i18n._(msg`Page not found`),
    notFoundDescription: i18n._(msg`This page does not exist or has moved.`),
    login: i18n._(msg`Login`),
    register: i18n._(msg`Create an account`),
    forgotPassword: i18n._(msg`Forgot your password?`),
  };
}
