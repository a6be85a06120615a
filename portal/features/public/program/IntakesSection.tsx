import { Trans, useLingui } from '@lingui/react/macro';
import { APPLICANT_GROUPS, type Intake } from '#sdk/schemas/program-parts';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { Table } from '#portal/ui/Table/Table.tsx';
import { useProgramFacts } from '#portal/features/public/shared/program-facts.ts';
import * as shared from '#portal/features/public/shared/public.css.ts';
import { APPLICANT_GROUP_LABELS, INTAKE_STATUS_LABELS, INTAKE_STATUS_TONES } from './program-labels.ts';

/** The programme's intakes: each start, its status today and the last day to apply for each applicant group. */
export function IntakesSection({ intakes, note }: { intakes: readonly Intake[]; note: string | null }) {
  const { t, i18n } = useLingui();
  const facts = useProgramFacts();
  const dash = '—';
  return (
    <section className={shared.section} aria-labelledby="program-intakes">
      <h2 id="program-intakes" className={shared.subheading}>
        <Trans>Intakes and application deadlines</Trans>
      </h2>
      {intakes.length > 0 && (
        <Table
          caption={<Trans>Intakes and application deadlines</Trans>}
          hideCaption
          rows={intakes}
          rowKey={(intake) => intake.id}
          columns={[
            {
              key: 'start',
              header: t`Starts`,
              nowrap: true,
              cell: (intake) => facts.date(intake.startDate),
            },
            {
              key: 'status',
              header: t`Status`,
              cell: (intake) => (
                <Badge tone={INTAKE_STATUS_TONES[intake.status]}>{i18n._(INTAKE_STATUS_LABELS[intake.status])}</Badge>
              ),
            },
            ...APPLICANT_GROUPS.map((group) => ({
              key: group,
              header: i18n._(APPLICANT_GROUP_LABELS[group]),
              nowrap: true,
              cell: (intake: Intake) => (intake.deadlines[group] ? facts.date(intake.deadlines[group]) : dash),
            })),
          ]}
        />
      )}
      {note && <p className={shared.muted}>{note}</p>}
      {intakes.length === 0 && !note && (
        <p className={shared.muted}>
          <Trans>The university has not published its intakes yet.</Trans>
        </p>
      )}
    </section>
  );
}
