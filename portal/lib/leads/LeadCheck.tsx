import { Trans, useLingui } from '@lingui/react/macro';
import type { LeadCheck as Check } from '#sdk/schemas/eligibility';
import { VerdictBadge } from '#portal/lib/eligibility/VerdictBadge.tsx';
import { useProfileFacts } from '#portal/lib/eligibility/profile-facts.ts';
import { useFormat } from '#portal/lib/format.ts';
import * as styles from './leads.css.ts';

/** A qualified lead's check: the visitor's profile and the verdict the server found on each programme they checked. */
export function LeadCheck({ check, headingId }: { check: Check; headingId: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const facts = useProfileFacts()(check.profile);
  return (
    <section className={styles.check} aria-labelledby={headingId}>
      <h3 className={styles.checkHeading} id={headingId}>
        <Trans>Eligibility check</Trans>
      </h3>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt className={styles.factLabel}>{fact.label}:</dt>
            <dd className={styles.fact}>
              <bdi>{fact.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <ul className={styles.checkList} aria-label={t`Programmes checked`}>
        {check.programs.map((program) => (
          <li key={program.id} className={styles.checkItem}>
            <VerdictBadge verdict={program.verdict} />
            <span>
              <bdi>{program.name}</bdi> · <bdi>{program.university}</bdi>
            </span>
            <span className={styles.muted}>{t`Score ${format.number(program.score)}`}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
