import { Trans, useLingui } from '@lingui/react/macro';
import { DOCUMENT_TYPES } from '#sdk/schemas/enums';
import { CEFR_LEVELS, GRADE_SCALES, PRIOR_DEGREES, UK_CLASSES } from '#sdk/schemas/program-parts';
import { GRADE_SCALE_NAMES } from '#names/grade-scale.ts';
import { UK_CLASS_NAMES } from '#names/uk-class.ts';
import { DOCUMENT_TYPE_LABELS } from '#portal/lib/labels.ts';
import { Checkbox } from '#portal/ui/Checkbox/Checkbox.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import { type DraftForm, itemsOf, toggled } from './program-draft.ts';
import { PRIOR_DEGREE_LABELS } from './program-labels.ts';
import * as styles from './programs.css.ts';

/** Checkboxes of document types kept in a list cell. */
export function DocumentChoice({ form, column, legend }: { form: DraftForm; column: string; legend: string }) {
  const { i18n } = useLingui();
  const chosen = itemsOf(form.values, column);
  return (
    <fieldset className={styles.stack}>
      <legend className={styles.heading}>{legend}</legend>
      <div className={styles.facts}>
        {DOCUMENT_TYPES.map((type) => (
          <Checkbox
            key={type}
            label={i18n._(DOCUMENT_TYPE_LABELS[type])}
            checked={chosen.includes(type)}
            onChange={(on) => form.set(column, toggled(form.values, column, type, on))}
          />
        ))}
      </div>
      {form.field(column).error && (
        <p role="alert" className={styles.muted}>
          {form.field(column).error}
        </p>
      )}
    </fieldset>
  );
}

/** What an applicant needs: prior degree, minimum grade, language tests, other tests, documents, a note. */
export function RequirementsEditor({ form }: { form: DraftForm }) {
  const { t, i18n } = useLingui();
  const score = (column: string, label: string, max: number, step = 1) => (
    <TextField label={label} type="number" min={0} max={max} step={step} {...form.field(column)} />
  );
  return (
    <fieldset className={styles.stack}>
      <legend className={styles.heading}>{t`Entry requirements`}</legend>
      <div className={styles.toolbar}>
        <Select
          label={t`Prior degree`}
          placeholder={t`None required`}
          options={PRIOR_DEGREES.map((degree) => ({ value: degree, label: i18n._(PRIOR_DEGREE_LABELS[degree]) }))}
          {...form.field('priorDegree')}
        />
        <Select
          label={t`Grade scale`}
          placeholder={t`Select a scale`}
          options={GRADE_SCALES.map((scale) => ({ value: scale, label: i18n._(GRADE_SCALE_NAMES[scale]) }))}
          {...form.field('gradeScale')}
        />
        {form.values.gradeScale === 'UK_CLASS' ? (
          <Select
            label={t`Minimum grade`}
            placeholder={t`Select a class`}
            options={UK_CLASSES.map((grade) => ({ value: grade, label: i18n._(UK_CLASS_NAMES[grade]) }))}
            {...form.field('minimumGrade')}
          />
        ) : (
          <TextField label={t`Minimum grade`} type="number" min={0} step="any" {...form.field('minimumGrade')} />
        )}
      </div>
      <p className={styles.muted}>
        <Trans>English tests: the minimum score of each test the programme accepts.</Trans>
      </p>
      <div className={styles.toolbar}>
        {score('ieltsOverall', t`IELTS overall`, 9, 0.5)}
        {score('ieltsMinimumBand', t`IELTS lowest band`, 9, 0.5)}
        {score('toeflIbt', t`TOEFL iBT`, 120)}
        {score('pteAcademic', t`PTE Academic`, 90)}
        {score('duolingo', t`Duolingo`, 160)}
        {score('cambridge', t`Cambridge English Scale`, 230)}
        {score('gmat', t`GMAT`, 800)}
        {score('gre', t`GRE`, 340)}
        <TextField
          label={t`Other language`}
          hint={t`A language code, e.g. de`}
          dir="ltr"
          maxLength={2}
          {...form.field('otherLanguage')}
        />
        <Select
          label={t`Level of the other language`}
          placeholder={t`CEFR level`}
          options={CEFR_LEVELS.map((level) => ({ value: level, label: level }))}
          {...form.field('otherLanguageLevel')}
        />
      </div>
      <DocumentChoice form={form} column="documentsEU" legend={t`Documents from EU/EEA applicants`} />
      <DocumentChoice form={form} column="documentsNonEU" legend={t`Documents from non-EU applicants`} />
      <TextArea label={t`Requirements note`} rows={2} {...form.field('requirementsNote')} />
      <TextArea
        label={t`Requirements note in Arabic`}
        rows={2}
        dir="rtl"
        lang="ar"
        {...form.field('requirementsNoteAr')}
      />
    </fieldset>
  );
}
