import { Trans, useLingui } from '@lingui/react/macro';
import { intakeStatusFor } from '#sdk/schemas/applicant-group';
import type { ApplicantGroup, Intake } from '#sdk/schemas/program-parts';
import { useFormat } from '#portal/lib/format.ts';
import { IntakeStart } from '#portal/lib/IntakeStart.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { RadioGroup } from '#portal/ui/RadioGroup/RadioGroup.tsx';
import * as styles from './SearchPicker.css.ts';

/** Today as YYYY-MM-DD (UTC), as the server dates windows. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The programme's intakes, each with the applicant's deadline; only those open for the
 * applicant's group can be chosen, the others say why not.
 */
export function IntakePicker({
  intakes,
  group,
  chosen,
  onChoose,
  error,
}: {
  intakes: Intake[];
  group: ApplicantGroup;
  chosen: number | undefined;
  onChoose: (intakeId: number) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const format = useFormat();
  // Calendar dates: shown as they are, never shifted by the reader's time zone.
  const day = (date: string) => format.date(date, { dateStyle: 'medium', timeZone: 'UTC' });
  const now = today();
  const why = (intake: Intake) => {
    const status = intakeStatusFor(intake, group, now);
    const { opens, closes } = intake.windows[group];
    if (status === 'FULL') return t`Full: every seat is taken`;
    if (status === 'CLOSED') return t`Applications are closed`;
    if (status === 'UPCOMING') {
      const opensOn = day(opens!);
      return t`Applications open on ${opensOn}`;
    }
    if (!closes) return t`Apply before it starts`;
    const deadline = day(closes);
    return t`Apply by ${deadline}`;
  };
  return (
    <Card title={t`Choose an intake`}>
      {intakes.length === 0 ? (
        <p className={styles.muted}>
          <Trans>This programme lists no dated intakes: the university will tell you when it starts.</Trans>
        </p>
      ) : (
        <RadioGroup
          legend={t`Intake`}
          name="intakeId"
          value={chosen ? String(chosen) : ''}
          options={intakes.map((intake) => ({
            value: String(intake.id),
            label: <IntakeStart date={intake.startDate} />,
            description: why(intake),
            disabled: intakeStatusFor(intake, group, now) !== 'OPEN',
          }))}
          onChange={(value) => onChoose(Number(value))}
          error={error}
        />
      )}
    </Card>
  );
}
