import { useLingui } from '@lingui/react/macro';
import type { Match } from '#sdk/schemas/eligibility';
import type { CatalogueProgram } from '#sdk/schemas/program-catalogue';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormat } from '#portal/lib/format.ts';
import { paths } from '#portal/paths.ts';
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
  const { t, i18n } = useLingui();
  const format = useFormat();
  return (
    <ul className={styles.list} aria-label={label}>
      {matches.map(({ program, eligibility }) => {
        const name = (i18n.locale === 'ar' && program.nameAr) || program.name;
        const { tuition, nextIntake } = eligibility;
        const fee = tuition
          ? format.number(tuition.amount, { style: 'currency', currency: tuition.currency, maximumFractionDigits: 0 })
          : null;
        const deadline = nextIntake?.deadline ? format.date(nextIntake.deadline) : null;
        return (
          <li key={program.id} className={styles.row}>
            <div className={styles.rowMain}>
              <h3 className={styles.rowTitle}>
                <Link to={paths.program(program.id)}>
                  <bdi>{name}</bdi>
                </Link>
              </h3>
              <p className={styles.muted}>
                <bdi>{program.university.name}</bdi> · {format.country(program.university.country)}
              </p>
              <p className={styles.muted}>
                {fee ? t`Tuition: ${fee} a year` : t`Tuition not stated`}
                {deadline ? ` · ${t`Apply by ${deadline}`}` : ''}
              </p>
              <ReasonsList reasons={eligibility.reasons} />
            </div>
            <div className={styles.actions}>
              <VerdictBadge verdict={eligibility.verdict} />
              {action?.(program)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
