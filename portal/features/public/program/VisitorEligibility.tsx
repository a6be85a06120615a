import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import * as eligibility from '#sdk/resources/eligibility';
import { COUNTRIES, EDUCATION_LEVELS } from '#sdk/schemas/constants';
import { type Eligibility, type EligibilityProfile, ENGLISH_TESTS } from '#sdk/schemas/eligibility';
import { GRADE_SCALES, UK_CLASSES } from '#sdk/schemas/program-parts';
import { GRADE_SCALE_NAMES } from '#names/grade-scale.ts';
import { UK_CLASS_NAMES } from '#names/uk-class.ts';
import { api } from '#portal/lib/api.ts';
import { countryOptions } from '#portal/lib/country-options.ts';
import { VerdictBadge } from '#portal/lib/eligibility/VerdictBadge.tsx';
import { useMissingText } from '#portal/lib/eligibility/missing-text.ts';
import { ENGLISH_TEST_NAMES } from '#portal/lib/eligibility/profile-facts.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { addFieldTexts } from '#portal/lib/field-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { EDUCATION_LEVEL_LABELS } from '#portal/lib/labels.ts';
import { FEE_GROUP_LABELS } from '#portal/lib/programs/program-labels.ts';
import type { FieldErrors } from '#portal/lib/use-form.ts';
import { EMPTY, FIELD_OF_PATH, profileOf, type Values } from './visitor-profile.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { paths } from '#portal/paths.ts';
import { Button, buttonClass } from '#portal/ui/Button/Button.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as styles from '#portal/ui/rows.css.ts';
import { ApiError } from '#sdk/errors';

// The check's field errors, in the reader's language (the areas load theirs; a visitor's page does not).
addFieldTexts([
  msg`Unknown degree level`,
  msg`The grade does not fit its scale`,
  msg`The grade must be a number`,
  msg`Unknown grade scale`,
  msg`Must be FIRST, UPPER_SECOND, LOWER_SECOND or THIRD`,
  msg`Must be IELTS, TOEFL_IBT, PTE, DUOLINGO or CAMBRIDGE`,
  msg`The score must be a number`,
  msg`The score does not fit its test`,
  msg`The budget must be a number`,
  msg`The budget must be between 0 and 10000000`,
]);

/**
 * A visitor's quick check on a programme page: level, grade and its scale, English test and score,
 * nationality and an optional budget, sent as the profile; nothing is stored. Loaded when asked.
 */
export default function VisitorEligibility({ programId }: { programId: number }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { text } = useErrorText();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [answer, setAnswer] = useState<Eligibility>();
  const { busy, run } = useAction();
  const lang = i18n.locale === 'ar' ? 'ar' : 'en';

  const set = (key: keyof Values) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [key]: value, ...(key === 'gradeScale' ? { grade: '' } : {}) }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  const field = (key: keyof Values) => ({
    name: key,
    value: values[key],
    onChange: set(key),
    error: errors[key] && text(errors[key]!),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { profile, errors: found } = profileOf(values);
    setErrors(found);
    if (!profile) return;
    await run(() => eligibility.check(api, programId, profile as EligibilityProfile, lang), {
      failed: t`Unable to check your eligibility`,
      onError: (error) => {
        if (error instanceof ApiError && error.errors.length)
          setErrors(Object.fromEntries(error.errors.map((e) => [FIELD_OF_PATH[e.field] ?? 'form', e.message])));
      },
      onDone: (answered) => setAnswer(answered.eligibility),
    });
  };

  const levels = EDUCATION_LEVELS.map((level) => ({ value: level, label: i18n._(EDUCATION_LEVEL_LABELS[level]) }));
  const scales = GRADE_SCALES.map((scale) => ({ value: scale, label: i18n._(GRADE_SCALE_NAMES[scale]) }));
  const tests = ENGLISH_TESTS.map((test) => ({ value: test, label: ENGLISH_TEST_NAMES[test] }));
  const nationalities = countryOptions(COUNTRIES, format, i18n.locale);

  return (
    <div className={styles.list}>
      <form onSubmit={submit} noValidate aria-label={t`Check your eligibility`} className={styles.list}>
        <Select label={t`Education level`} placeholder={t`Choose a level`} options={levels} {...field('degreeLevel')} />
        <Select label={t`Grade scale`} placeholder={t`Choose a scale`} options={scales} {...field('gradeScale')} />
        {values.gradeScale === 'UK_CLASS' ? (
          <Select
            label={t`Grade`}
            placeholder={t`Choose a class`}
            options={UK_CLASSES.map((c) => ({ value: c, label: i18n._(UK_CLASS_NAMES[c]) }))}
            {...field('grade')}
          />
        ) : (
          <TextField label={t`Grade`} type="number" inputMode="decimal" step="any" dir="ltr" {...field('grade')} />
        )}
        <Select label={t`English test`} placeholder={t`Choose a test`} options={tests} {...field('englishTest')} />
        <TextField
          label={t`English score`}
          type="number"
          inputMode="decimal"
          step="any"
          dir="ltr"
          {...field('englishScore')}
        />
        <Select
          label={t`Nationality`}
          placeholder={t`Choose your nationality`}
          options={nationalities}
          {...field('nationality')}
        />
        <TextField
          label={t`Budget per year in euros (optional)`}
          type="number"
          inputMode="numeric"
          min={0}
          dir="ltr"
          {...field('budget')}
        />
        {errors.form && <p className={styles.muted}>{text(errors.form)}</p>}
        <Button type="submit" variant="secondary" size="sm" fullWidth disabled={busy}>
          <Trans>Check</Trans>
        </Button>
      </form>
      {answer && <VisitorAnswer answer={answer} />}
    </div>
  );
}

function VisitorAnswer({ answer }: { answer: Eligibility }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const missingText = useMissingText();
  const fields = missingText(answer.missing);
  const tuition = answer.tuition;
  const intake = answer.nextIntake;
  return (
    <section className={styles.list} aria-label={t`Your eligibility`} aria-live="polite">
      <VerdictBadge verdict={answer.verdict} />
      <ul className={styles.list} aria-label={t`Reasons`}>
        {answer.reasons.map((reason) => (
          <li key={reason.code} className={styles.muted}>
            {reason.message}
          </li>
        ))}
      </ul>
      {answer.missing.length > 0 && <p className={styles.muted}>{t`Add ${fields} for a surer answer.`}</p>}
      {tuition && (
        <p className={styles.muted}>
          {i18n._(FEE_GROUP_LABELS[tuition.feeGroup])}:{' '}
          <bdi>{format.number(tuition.amount, { style: 'currency', currency: tuition.currency })}</bdi>
        </p>
      )}
      {intake && (
        <p className={styles.muted}>
          {intake.deadline
            ? t`Next intake: ${format.date(intake.startDate)}, apply by ${format.date(intake.deadline)}`
            : t`Next intake: ${format.date(intake.startDate)}`}
        </p>
      )}
      <p className={styles.muted}>
        <Trans>Nothing you entered is stored.</Trans>
      </p>
      <Link className={buttonClass({ size: 'sm', variant: 'primary', fullWidth: true })} to={paths.register}>
        <Trans>Sign up to keep your profile and apply</Trans>
      </Link>
    </section>
  );
}
