import { useLingui } from '@lingui/react/macro';
import {
  EDUCATION_LEVELS,
  GRADE_SCALE_NAMES,
  GRADE_SCALES,
  type GradeScale,
  SCORE_BOUNDS,
} from '#sdk/schemas/constants';
import { useFormat } from '#portal/lib/format.ts';
import { EDUCATION_LEVEL_LABELS, GRADE_SCALE_LABELS } from '#portal/lib/labels.ts';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as styles from './student-profile.css.ts';
import type { StudentForm } from './student-form.ts';

/** Bounds of spec part 1, 5 on the inputs; GPA bounds follow the chosen grade scale (ARCHITECTURE.md, Decisions). */
export function AcademicStep({ form }: { form: StudentForm }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const scale = GRADE_SCALES[(form.values.gradeScale || '4.0 Scale (US)') as GradeScale];
  const gpaMin = format.number(scale.min);
  const gpaMax = format.number(scale.max);
  const score = (key: keyof typeof SCORE_BOUNDS) => {
    const b = SCORE_BOUNDS[key];
    // Years are written without a thousands separator.
    const options = key === 'graduationYear' ? { useGrouping: false } : undefined;
    const [min, max] = [format.number(b.min, options), format.number(b.max, options)];
    return {
      type: 'number',
      inputMode: 'decimal' as const,
      min: b.min,
      max: b.max,
      step: b.step,
      hint: t`From ${min} to ${max}`,
      ...form.field(key),
    };
  };
  return (
    <div className={styles.grid}>
      <Select
        label={t`Current education level`}
        placeholder={t`Select a level`}
        options={EDUCATION_LEVELS.map((level) => ({ value: level, label: i18n._(EDUCATION_LEVEL_LABELS[level]) }))}
        {...form.field('currentEducationLevel')}
      />
      <TextField label={t`Institution name`} {...form.field('institutionName')} />
      <TextField label={t`Graduation year`} {...score('graduationYear')} />
      <Select
        label={t`Grade scale`}
        placeholder={t`Select a grade scale`}
        options={GRADE_SCALE_NAMES.map((name) => ({ value: name, label: i18n._(GRADE_SCALE_LABELS[name]) }))}
        {...form.field('gradeScale')}
      />
      <TextField
        label={t`GPA`}
        type="number"
        inputMode="decimal"
        min={scale.min}
        max={scale.max}
        step={0.01}
        hint={t`From ${gpaMin} to ${gpaMax} on this scale`}
        {...form.field('gpa')}
      />
      <TextField label={t`IELTS score`} {...score('ieltsScore')} />
      <TextField label={t`TOEFL score`} {...score('toeflScore')} />
      <TextField label={t`SAT score`} {...score('satScore')} />
      <TextField label={t`GRE score`} {...score('greScore')} />
      <TextField label={t`GMAT score`} {...score('gmatScore')} />
    </div>
  );
}
