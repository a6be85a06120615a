import { useLingui } from '@lingui/react/macro';
import { todayIso } from '#sdk/schemas/common';
import { COUNTRIES } from '#sdk/schemas/constants';
import { useFormat } from '#portal/lib/format.ts';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as styles from './student-profile.css.ts';
import type { StudentForm } from './student-form.ts';

export function PersonalInfoStep({ form }: { form: StudentForm }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const nationalities = COUNTRIES.map((c) => ({ value: c, label: format.country(c) })).sort((a, b) =>
    a.label.localeCompare(b.label, i18n.locale),
  );
  return (
    <div className={styles.grid}>
      <TextField label={t`First Name`} required autoComplete="given-name" {...form.field('firstName')} />
      <TextField label={t`Last Name`} required autoComplete="family-name" {...form.field('lastName')} />
      <TextField
        label={t`Date of birth`}
        type="date"
        autoComplete="bday"
        max={todayIso()}
        {...form.field('dateOfBirth')}
      />
      <Select
        label={t`Nationality`}
        placeholder={t`Select a country`}
        options={nationalities}
        {...form.field('nationality')}
      />
      <TextField label={t`Passport number`} dir="ltr" {...form.field('passportNumber')} />
      <TextField label={t`Phone`} type="tel" autoComplete="tel" dir="ltr" {...form.field('phone')} />
      <TextField label={t`Address`} autoComplete="street-address" {...form.field('address')} />
      <TextField label={t`Emergency contact name`} {...form.field('emergencyContactName')} />
      <TextField label={t`Emergency contact phone`} type="tel" dir="ltr" {...form.field('emergencyContactPhone')} />
    </div>
  );
}
