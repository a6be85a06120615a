import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Verdict } from '#sdk/schemas/eligibility';
import { VERDICT_NAMES } from '#names/verdict.ts';

/** The programme quote's words in the reader's language (one line each: a line break breaks Arabic shaping). */
export const quoteTexts = (i18n: I18n) => ({
  title: (student: string) => i18n._(msg`Programme quote for ${student}`),
  preparedBy: (agency: string, date: string) => i18n._(msg`Prepared by ${agency} on ${date}`),
  university: i18n._(msg({ message: 'University', context: 'application PDF' })),
  degree: i18n._(msg`Degree level`),
  duration: i18n._(msg`Duration`),
  months: (count: number) => i18n._(msg`${plural(Math.round(count), { one: '# month', other: '# months' })}`),
  languages: i18n._(msg`Taught in`),
  tuition: i18n._(msg`Tuition per year`),
  free: i18n._(msg`Free`),
  notStated: i18n._(msg`Not stated`),
  deadline: i18n._(msg`Next application deadline`),
  noDeadline: i18n._(msg`No application deadline ahead.`),
  eligibility: i18n._(msg`Eligibility`),
  verdict: (verdict: Verdict) => i18n._(VERDICT_NAMES[verdict]),
  disclaimer: i18n._(
    msg`Checked against each programme's published requirements, deadlines and fees; the university decides on admission.`,
  ),
});
