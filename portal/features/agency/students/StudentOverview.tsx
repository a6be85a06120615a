import { useLingui } from '@lingui/react/macro';
import type { AgencyStudent } from '#sdk/schemas/student';
import { useFormat } from '#portal/lib/format.ts';
import {
  BUDGET_RANGE_LABELS,
  EDUCATION_LEVEL_LABELS,
  ENGLISH_PROFICIENCY_LABELS,
  labelOf,
} from '#portal/lib/labels.ts';
import { Card } from '#portal/ui/Card/Card.tsx';
import { Facts } from '#portal/ui/Facts/Facts.tsx';

/** The student's fields in the form's three sections (spec part 2, 3, student: agency view). */
export function StudentOverview({ student: s }: { student: AgencyStudent }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const label = (labels: Parameters<typeof labelOf>[1], value: string | null) => labelOf(i18n, labels, value);
  const text = (value: string | null) => value ?? undefined;
  return (
    <>
      <Card title={t`Personal Information`}>
        <Facts
          items={[
            { key: 'email', term: t`Email`, value: s.email && <span dir="ltr">{s.email}</span> },
            { key: 'phone', term: t`Phone`, value: s.phone && <span dir="ltr">{s.phone}</span> },
            { key: 'dob', term: t`Date of birth`, value: s.dateOfBirth ? format.date(s.dateOfBirth) : undefined },
            {
              key: 'nationality',
              term: t`Nationality`,
              value: s.nationality ? format.country(s.nationality) : undefined,
            },
            {
              key: 'passport',
              term: t`Passport number`,
              value: s.passportNumber && <span dir="ltr">{s.passportNumber}</span>,
            },
            { key: 'added', term: t`Added`, value: format.date(s.createdAt) },
          ]}
        />
      </Card>
      <Card title={t`Academic Background`}>
        <Facts
          items={[
            {
              key: 'level',
              term: t`Current education level`,
              value: label(EDUCATION_LEVEL_LABELS, s.currentEducationLevel),
            },
            { key: 'gpa', term: t`GPA (0-4)`, value: s.gpa == null ? undefined : format.number(s.gpa) },
            {
              key: 'english',
              term: t`English proficiency`,
              value: label(ENGLISH_PROFICIENCY_LABELS, s.englishProficiency),
            },
          ]}
        />
      </Card>
      <Card title={t`Study Preferences`}>
        <Facts
          items={[
            { key: 'budget', term: t`Budget range`, value: label(BUDGET_RANGE_LABELS, s.budgetRange) },
            {
              key: 'start',
              term: t`Preferred start date`,
              value: s.preferredStartDate ? format.date(s.preferredStartDate) : undefined,
            },
            { key: 'academic', term: t`Academic goals`, value: text(s.academicGoals) },
            { key: 'career', term: t`Career goals`, value: text(s.careerGoals) },
          ]}
        />
      </Card>
    </>
  );
}
