import { useLingui } from '@lingui/react/macro';
import type { Match } from '#sdk/schemas/eligibility';
import type { CatalogueProgram } from '#sdk/schemas/program-catalogue';
import type { ReactNode } from 'react';
import { useFormat } from '#portal/lib/format.ts';
import { ProgrammeRow } from '#portal/lib/programs/ProgrammeRow.tsx';
import * as styles from './eligibility.css.ts';
import { ReasonsList } from './ReasonsList.tsx';
import { VerdictBadge } from './VerdictBadge.tsx';

/**
 * Matching programmes, best first: each with its university, tuition, next deadline, verdict and
 * reasons, and `action` (saving it to a shortlist) beside the verdict.
 */
export function MatchList({
  matches,
  label,
  action,
}: {
  matches: readonly Match[];
  label: string;
  action?: (program: CatalogueProgram) => ReactNode;
}) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <ul className={styles.list} aria-label={label}>
      {matches.map(({ program, eligibility }) => {
        const { tuition, nextIntake } = eligibility;
        const fee = tuition
          ? format.number(tuition.amount, { style: 'currency', currency: tuition.currency, maximumFractionDigits: 0 })
          : null;
        const deadline = nextIntake?.deadline ? format.date(nextIntake.deadline) : null;
        return (
          <ProgrammeRow
            key={program.id}
            program={program}
            actions={
              <>
                <VerdictBadge verdict={eligibility.verdict} />
                {action?.(program)}
              </>
            }
          >
            <p className={styles.muted}>
              {fee ? t`Tuition: ${fee} a year` : t`Tuition not stated`}
              {deadline ? ` · ${t`Apply by ${deadline}`}` : ''}
            </p>
            <ReasonsList reasons={eligibility.reasons} />
          </ProgrammeRow>
        );
      })}
    </ul>
  );
}
