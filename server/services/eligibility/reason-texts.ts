// The engine's reasons in the reader's language, each with what would change it.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EnglishTest, ProfileField, Reason, ReasonCode } from '#sdk/schemas/eligibility';
import type { ApplicantGroup, PRIOR_DEGREES, UkClass } from '#sdk/schemas/program-parts';
import { UK_CLASS_NAMES } from '#names/uk-class.ts';
import type { Finding } from './evaluate.ts';

const DEGREES: Record<(typeof PRIOR_DEGREES)[number], MessageDescriptor> = {
  SECONDARY: msg`a secondary school certificate`,
  BACHELOR: msg`a bachelor's degree`,
  MASTER: msg`a master's degree`,
};

const TESTS: Record<EnglishTest, string> = {
  IELTS: 'IELTS',
  TOEFL_IBT: 'TOEFL iBT',
  PTE: 'PTE Academic',
  DUOLINGO: 'Duolingo',
  CAMBRIDGE: 'Cambridge',
};

const GROUPS: Record<ApplicantGroup, MessageDescriptor> = {
  EU: msg`EU/EEA applicants`,
  NON_EU: msg`non-EU applicants`,
  NON_EU_VISA: msg`applicants who need a visa`,
};

const FIELDS: Record<ProfileField, MessageDescriptor> = {
  degreeLevel: msg`degree level`,
  grade: msg`grade`,
  english: msg`English test score`,
  nationality: msg`nationality`,
  budget: msg`budget`,
};

type Params = Finding['params'];

const grade = (i18n: I18n, scale: string, value: string | number) =>
  scale === 'UK_CLASS'
    ? i18n._(UK_CLASS_NAMES[value as UkClass])
    : i18n.number(Number(value), { maximumFractionDigits: 2 });

const WORDING: Record<ReasonCode, (i18n: I18n, p: Params) => string> = {
  DEGREE_MET: (i18n, p) => {
    const degree = i18n._(DEGREES[p.required as 'BACHELOR']);
    return i18n._(msg`You hold the degree required: ${degree}`);
  },
  DEGREE_BELOW: (i18n, p) => {
    const degree = i18n._(DEGREES[p.required as 'BACHELOR']);
    return i18n._(msg`This programme requires ${degree} first`);
  },
  GRADE_MET: (i18n, p) => {
    const german = i18n.number(Number(p.german), { minimumFractionDigits: 1 });
    const required = i18n.number(Number(p.required), { minimumFractionDigits: 1 });
    return i18n._(msg`Your grade is ${german} on the German scale; ${required} or better is required`);
  },
  GRADE_BELOW: (i18n, p) => {
    const yours = grade(i18n, String(p.scale), p.grade);
    const needed = grade(i18n, String(p.scale), p.needed);
    return i18n._(msg`Your grade ${yours} is below the minimum: ${needed} on your scale would meet it`);
  },
  ENGLISH_MET: (i18n, p) => {
    const test = TESTS[p.test as EnglishTest];
    const score = i18n.number(Number(p.score));
    const required = i18n.number(Number(p.required));
    const cefr = p.cefr;
    return i18n._(msg`${test} ${score} meets the ${required} required (CEFR ${cefr})`);
  },
  ENGLISH_BELOW: (i18n, p) => {
    const test = TESTS[p.test as EnglishTest];
    const score = i18n.number(Number(p.score));
    const required = i18n.number(Number(p.required));
    const gap = i18n.number(Number(p.gap));
    return i18n._(msg`${test} ${score} of the ${required} required: +${gap} overall`);
  },
  ENGLISH_PENDING: (i18n, p) => {
    const test = TESTS[p.requiredTest as EnglishTest];
    const required = i18n.number(Number(p.required));
    return i18n._(msg`An English test score is pending: ${test} ${required} or an equivalent is required`);
  },
  BUDGET_MET: (i18n, p) => {
    const fee = i18n.number(Number(p.fee), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    return i18n._(msg`The tuition of about ${fee} a year is within your budget`);
  },
  BUDGET_BELOW_FEE: (i18n, p) => {
    const fee = i18n.number(Number(p.fee), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    const gap = i18n.number(Number(p.gap), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    return i18n._(msg`The tuition of about ${fee} a year is above your budget: ${gap} more a year`);
  },
  DEADLINE_OPEN: (i18n, p) => {
    const group = i18n._(GROUPS[p.group as ApplicantGroup]);
    const { deadline, startDate: start } = p;
    return deadline
      ? i18n._(msg`Apply by ${deadline} (${group}) for the intake starting ${start}`)
      : i18n._(msg`Applications are open for the intake starting ${start}`);
  },
  DEADLINE_PASSED: (i18n, p) => {
    const group = i18n._(GROUPS[p.group as ApplicantGroup]);
    return i18n._(msg`Every deadline for ${group} has passed; check the programme's next intakes later`);
  },
  PROFILE_INCOMPLETE: (i18n, p) => {
    const fields = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
      String(p.fields)
        .split(', ')
        .map((field) => i18n._(FIELDS[field as ProfileField])),
    );
    return i18n._(msg`Add your ${fields} for a verdict`);
  },
};

/** A finding as the answer's reason, worded for the reader. */
export const reasonIn = (i18n: I18n, finding: Finding): Reason => ({
  ...finding,
  message: WORDING[finding.code](i18n, finding.params),
});
