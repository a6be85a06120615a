import { useLingui } from '@lingui/react/macro';
import { EUROPEAN_COUNTRIES, STUDENT_BUDGET_RANGES, STUDY_DURATIONS } from '#sdk/schemas/constants';
import { useFormat } from '#portal/lib/format.ts';
import { BUDGET_RANGE_LABELS, STUDY_DURATION_LABELS } from '#portal/lib/labels.ts';
import { Checkbox } from '#portal/ui/Checkbox/Checkbox.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as styles from './student-profile.css.ts';

import type { StudentForm } from './student-form.ts';

export function PreferencesStep({ form }: { form: StudentForm }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const chosen = form.values.preferredCountries;
  const toggle = (country: string, on: boolean) =>
    form.set('preferredCountries', on ? [...chosen, country] : chosen.filter((c) => c !== country));
  const countries = EUROPEAN_COUNTRIES.map((c) => ({ value: c, label: format.country(c) })).sort((a, b) =>
    a.label.localeCompare(b.label, i18n.locale),
  );
  return (
    <>
      <TextField
        label={t`Preferred programs`}
        hint={t`Separate several with commas, e.g. Computer Science, Data Science`}
        {...form.field('preferredPrograms')}
      />
      <fieldset className={styles.countries}>
        <legend className={styles.legend}>{t`Preferred countries`}</legend>
        <div className={styles.countryGrid}>
          {countries.map((c) => (
            <Checkbox
              key={c.value}
              label={c.label}
              checked={chosen.includes(c.value)}
              onChange={(on) => toggle(c.value, on)}
            />
          ))}
        </div>
      </fieldset>
      <div className={styles.grid}>
        <TextField
          label={t`Preferred cities`}
          hint={t`Separate several with commas`}
          {...form.field('preferredCities')}
        />
        <Select
          label={t`Budget per year`}
          placeholder={t`Select a budget`}
          options={STUDENT_BUDGET_RANGES.map((range) => ({ value: range, label: i18n._(BUDGET_RANGE_LABELS[range]) }))}
          {...form.field('budgetRange')}
        />
        <TextField label={t`Preferred start date`} type="date" {...form.field('preferredStartDate')} />
        <Select
          label={t`Study duration`}
          placeholder={t`Select a duration`}
          options={STUDY_DURATIONS.map((d) => ({ value: d, label: i18n._(STUDY_DURATION_LABELS[d]) }))}
          {...form.field('studyDuration')}
        />
      </div>
    </>
  );
}
