import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EligibilityWarning } from '#sdk/schemas/application';
import { useFormat } from '#portal/lib/format.ts';
import { paths } from '#portal/paths.ts';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';
import * as shared from '#portal/features/agency/agency.css.ts';

/** The student form's fields a warning can name, with the form's own labels. */
const FIELD_LABELS: Record<string, MessageDescriptor> = {
  firstName: msg`First Name`,
  lastName: msg`Last Name`,
  dateOfBirth: msg`Date of birth`,
  nationality: msg`Nationality`,
  passportNumber: msg`Passport number`,
  currentEducationLevel: msg`Current education level`,
  gpa: msg`GPA (0-4)`,
  englishProficiency: msg`English proficiency`,
};

/**
 * What a university would refuse in this application, shown on its page: never a
 * block, a list of the student's fields to fix with a link to the student's form.
 */
export function EligibilityWarnings({ warnings, studentId }: { warnings: EligibilityWarning[]; studentId: number }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  if (!warnings.length) return null;
  const fields = (names: string[]) =>
    format.list(names.map((name) => (FIELD_LABELS[name] ? i18n._(FIELD_LABELS[name]) : name)));
  const requirement = (required: { ielts: number | null; toefl: number | null }) =>
    format.list(
      [
        required.ielts !== null ? `IELTS ${format.number(required.ielts, { minimumFractionDigits: 1 })}` : null,
        required.toefl !== null ? `TOEFL iBT ${format.number(required.toefl)}` : null,
      ].filter((part): part is string => part !== null),
      'disjunction',
    );
  const sentence = (warning: EligibilityWarning) => {
    if (warning.code === 'PROFILE_GAPS') return t`The student's profile lacks what universities ask for.`;
    const needed = requirement(warning.required);
    return warning.code === 'NO_ENGLISH_SCORE'
      ? t`The programme asks for ${needed}, and the student's profile holds no English score.`
      : t`The programme asks for ${needed}; the student's English score is lower.`;
  };
  return (
    <section className={shared.warning} aria-labelledby="eligibility-title" data-testid="eligibility-warnings">
      <h2 id="eligibility-title" className={shared.warningTitle}>
        <Trans>A university may refuse this application</Trans>
      </h2>
      <ul>
        {warnings.map((warning) => (
          <li key={warning.code}>
            {sentence(warning)} <Trans>Fields to fix:</Trans> {fields(warning.fields)}
          </li>
        ))}
      </ul>
      <div className={shared.actions}>
        <ButtonLink size="sm" variant="secondary" to={paths.agency.editStudent(studentId)}>
          <Trans>Edit the student's profile</Trans>
        </ButtonLink>
      </div>
      <p className={shared.muted}>{t`You can still submit it: these are warnings, not refusals.`}</p>
    </section>
  );
}
