import { useLingui } from '@lingui/react/macro';
import { AGENCY_DEGREE_LEVELS } from '#sdk/schemas/constants';
import { STUDY_MODES } from '#sdk/schemas/program-parts';
import { NARROW_FIELDS } from '#sdk/schemas/study-fields';
import { useCatalogueLabels } from '#portal/lib/catalogue-labels.ts';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import type { DraftForm } from './program-draft.ts';
import { STUDY_MODE_LABELS } from './program-labels.ts';
import * as styles from './programs.css.ts';

/** The programme's own fields: names, level, field of study, languages, length, mode, place, description. */
export function AboutSection({ form }: { form: DraftForm }) {
  const { t, i18n } = useLingui();
  const labels = useCatalogueLabels();
  const arabic = i18n.locale === 'ar' ? 1 : 0;
  return (
    <fieldset className={styles.stack}>
      <legend className={styles.heading}>{t`Programme`}</legend>
      <div className={styles.toolbar}>
        <TextField label={t`Program name`} required {...form.field('name')} />
        <TextField label={t`Name in Arabic`} dir="rtl" lang="ar" {...form.field('nameAr')} />
        <Select
          label={t`Level`}
          required
          placeholder={t`Select a level`}
          options={AGENCY_DEGREE_LEVELS.map((level) => ({ value: level, label: labels.level(level) }))}
          {...form.field('level')}
        />
        <Select
          label={t`Field of study`}
          placeholder={t`Select a field`}
          options={Object.entries(NARROW_FIELDS).map(([code, names]) => ({ value: code, label: names[arabic] }))}
          {...form.field('field')}
        />
        <TextField
          label={t`Languages of instruction`}
          hint={t`Language codes separated by ; (e.g. en;de)`}
          dir="ltr"
          {...form.field('languages')}
        />
        <Select
          label={t`Study mode`}
          options={STUDY_MODES.map((mode) => ({ value: mode, label: i18n._(STUDY_MODE_LABELS[mode]) }))}
          {...form.field('mode')}
        />
        <TextField label={t`Duration (months)`} type="number" min={1} max={120} {...form.field('durationMonths')} />
        <TextField label={t`ECTS credits`} type="number" min={1} max={600} {...form.field('ects')} />
        <TextField label={t`Campus city`} {...form.field('campusCity')} />
        <TextField label={t`Programme web page`} type="url" dir="ltr" {...form.field('webPage')} />
      </div>
      <TextArea label={t`Description`} rows={3} {...form.field('description')} />
      <TextArea label={t`Description in Arabic`} rows={3} dir="rtl" lang="ar" {...form.field('descriptionAr')} />
    </fieldset>
  );
}
