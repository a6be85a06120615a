import { Trans, useLingui } from '@lingui/react/macro';
import { APPLICANT_GROUPS } from '#sdk/schemas/program-parts';
import { intakeColumns, MAX_INTAKES } from '#sdk/schemas/program-sheet';
import { Button } from '#portal/ui/Button/Button.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import type { DraftForm } from './program-draft.ts';
import { APPLICANT_GROUP_LABELS } from './program-labels.ts';
import * as styles from './programs.css.ts';

/**
 * The programme's intakes: each with its start, seats and an application window per applicant
 * group. A group given no window applies in the next wider group's (non-EU in the EU window).
 */
export function IntakesEditor({
  form,
  count,
  onCount,
}: {
  form: DraftForm;
  count: number;
  onCount: (count: number) => void;
}) {
  const { t, i18n } = useLingui();

  /** Takes the nth intake out: the ones after it move up a place. */
  const remove = (n: number) => {
    for (let k = n; k < count; k++) {
      const to = intakeColumns(k);
      intakeColumns(k + 1).forEach((from, i) => {
        form.set(to[i]!, form.values[from] ?? '');
      });
    }
    for (const column of intakeColumns(count)) {
      form.set(column, '');
    }
    onCount(count - 1);
  };

  return (
    <fieldset className={styles.stack}>
      <legend className={styles.heading}>{t`Intakes`}</legend>
      <p className={styles.muted}>
        <Trans>
          Each intake has its own application window per group of applicants. A group without a window of its own
          applies in the window of the group above it.
        </Trans>
      </p>
      {Array.from({ length: count }, (_, i) => i + 1).map((n) => {
        const [start, seats, , ...windows] = intakeColumns(n);
        return (
          <fieldset key={n} className={styles.part}>
            <legend className={styles.heading}>{t`Intake ${n}`}</legend>
            <div className={styles.toolbar}>
              <TextField label={t`Start date`} type="date" required {...form.field(start!)} />
              <TextField label={t`Seats`} type="number" min={0} {...form.field(seats!)} />
            </div>
            {APPLICANT_GROUPS.map((group, g) => (
              <div key={group} className={styles.toolbar}>
                <TextField
                  label={t`${i18n._(APPLICANT_GROUP_LABELS[group])}: window opens`}
                  type="date"
                  {...form.field(windows[2 * g]!)}
                />
                <TextField
                  label={t`${i18n._(APPLICANT_GROUP_LABELS[group])}: window closes`}
                  type="date"
                  {...form.field(windows[2 * g + 1]!)}
                />
              </div>
            ))}
            <div className={styles.actions}>
              <Button size="sm" variant="ghost" onClick={() => remove(n)}>
                <Trans>Remove intake {n}</Trans>
              </Button>
            </div>
          </fieldset>
        );
      })}
      {count < MAX_INTAKES && (
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={() => onCount(count + 1)}>
            <Trans>Add intake</Trans>
          </Button>
        </div>
      )}
    </fieldset>
  );
}
