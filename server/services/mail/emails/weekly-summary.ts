import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { emailTextsIn } from '#server/services/i18n/texts-in.ts';
import { type EmailLanguage, renderEmail } from '#server/services/mail/email-layout.ts';
import type { AnalyticsRange } from '#sdk/schemas/analytics';
import type { HeadlineFigure, HeadlineName } from '#server/services/weekly-summaries/headline-figures.ts';

/** Each figure's sentence, with the week's value and the week before's, as the reader's language writes them. */
const FIGURE_LINES: Record<HeadlineName, (i18n: I18n, value: string, previous: string) => string> = {
  LEADS: (i18n, value, previous) => i18n._(msg`Leads: ${value} (the week before: ${previous})`),
  STUDENTS: (i18n, value, previous) => i18n._(msg`Students added: ${value} (the week before: ${previous})`),
  SUBMITTED: (i18n, value, previous) => i18n._(msg`Applications submitted: ${value} (the week before: ${previous})`),
  ACCEPTED: (i18n, value, previous) => i18n._(msg`Applications accepted: ${value} (the week before: ${previous})`),
  RECEIVED: (i18n, value, previous) => i18n._(msg`Applications received: ${value} (the week before: ${previous})`),
  DECISIONS: (i18n, value, previous) => i18n._(msg`Decisions made: ${value} (the week before: ${previous})`),
  ACCEPTANCE_RATE: (i18n, value, previous) => i18n._(msg`Acceptance rate: ${value} (the week before: ${previous})`),
  PAGE_VIEWS: (i18n, value, previous) => i18n._(msg`Page views: ${value} (the week before: ${previous})`),
  SIGN_UPS: (i18n, value, previous) => i18n._(msg`Sign-ups: ${value} (the week before: ${previous})`),
  REVIEW_MEDIAN_HOURS: (i18n, value, previous) =>
    i18n._(msg`Median time from submission to the admins' decision: ${value} (the week before: ${previous})`),
};

const NUMBER_STYLES: Record<HeadlineFigure['unit'], Intl.NumberFormatOptions> = {
  count: {},
  share: { style: 'percent', maximumFractionDigits: 1 },
  hours: { style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 1 },
};

/** A figure as the reader's language writes numbers (Intl); a dash where there is none. */
const figureText = (language: EmailLanguage, unit: HeadlineFigure['unit'], value: number | null) =>
  value === null ? '–' : new Intl.NumberFormat(language, NUMBER_STYLES[unit]).format(value);

/** The week as the reader's language writes a range of dates ("Nov 23 – 29, 2026"). */
const weekText = (language: EmailLanguage, week: AnalyticsRange) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
    new Date(`${week.from}T00:00:00Z`),
    new Date(`${week.to}T00:00:00Z`),
  );

/** The weekly summary: the week's headline figures against the week before, and the analytics' page. */
export function weeklySummaryEmail(
  to: string,
  language: EmailLanguage,
  summary: { week: AnalyticsRange; figures: HeadlineFigure[]; analyticsLink: string },
) {
  const i18n = emailTextsIn(language);
  const week = weekText(language, summary.week);
  const figures = summary.figures.map((figure) =>
    FIGURE_LINES[figure.name](
      i18n,
      figureText(language, figure.unit, figure.week),
      figureText(language, figure.unit, figure.weekBefore),
    ),
  );
  return renderEmail({
    kind: 'WEEKLY_SUMMARY',
    to,
    language,
    subject: i18n._(msg`Your weekly summary: ${week}`),
    lines: [
      i18n._(msg`Your figures for the week of ${week} (UTC), against the week before:`),
      ...figures,
      i18n._(msg`You receive this e-mail because you chose the weekly summary. You can turn it off in your settings.`),
    ],
    action: { label: i18n._(msg`Open your analytics`), url: summary.analyticsLink },
  });
}
