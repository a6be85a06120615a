import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The letter's sentences in the applicant's language (one line each: a line break inside a text breaks Arabic shaping). */
export const letterTexts = (i18n: I18n) => ({
  title: i18n._(msg`Admission decision`),
  greeting: (name: string) => i18n._(msg`Dear ${name},`),
  accepted: i18n._(msg`We are pleased to offer you a place in the programme below.`),
  rejected: i18n._(msg`After careful review, we are unable to offer you a place in the programme below.`),
  programme: i18n._(msg`Programme`),
  degree: i18n._(msg`Degree`),
  note: i18n._(msg`A note from the admissions office`),
  conditions: i18n._(msg`Conditions of this offer`),
  reference: (id: string) => i18n._(msg`Application number ${id}`),
  closing: i18n._(msg`Kind regards,`),
  signature: (university: string) => i18n._(msg`Admissions office, ${university}`),
});
