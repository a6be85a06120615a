import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ProgramList } from '#sdk/schemas/program-catalogue';
import type { FeeGroup } from '#sdk/schemas/program-parts';
import { Link } from 'react-router';
import { useCatalogueLabels } from '#portal/lib/catalogue-labels.ts';
import { useFormat } from '#portal/lib/format.ts';
import { paths } from '#portal/paths.ts';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { nextDeadline, useProgramFacts } from '#portal/features/public/shared/program-facts.ts';
import { today } from '#portal/features/public/university/deadlines.ts';
import * as styles from './ProgramsPage.css.ts';

/** A page of found programmes: each with its university, place, level, next deadline and tuition for the fee group. */
export function ProgramResults({ list, feeGroup }: { list: ProgramList; feeGroup: FeeGroup }) {
  const { t } = useLingui();
  const format = useFormat();
  const labels = useCatalogueLabels();
  const facts = useProgramFacts();
  const on = today();
  const total = list.pagination.total;
  return (
    <>
      <p className={styles.summary}>
        <Plural value={total} one="# programme found" other="# programmes found" />
      </p>
      <ul className={styles.results}>
        {list.programs.map((program) => {
          const deadline = nextDeadline(program, feeGroup, on);
          const fee = program.fees.find((f) => f.feeGroup === feeGroup);
          const tuition = fee && (fee.amount === 0 ? t`Free` : facts.money(fee.amount, fee.currency));
          const date = deadline && facts.date(deadline);
          const city = program.campusCity ?? program.university.city;
          const country = format.country(program.university.country);
          return (
            <li key={program.id} className={styles.result}>
              <h3 className={styles.name}>
                <Link to={paths.program(program.id)}>
                  <bdi>{facts.name(program)}</bdi>
                </Link>
              </h3>
              <p className={styles.place}>
                <Trans>
                  <bdi>{program.university.name}</bdi> · <bdi>{city}</bdi>, {country}
                </Trans>
              </p>
              <div className={styles.facts}>
                <Badge>{labels.level(program.level)}</Badge>
                {program.languages.length > 0 && <span>{facts.languages(program.languages)}</span>}
                {tuition && (
                  <span>
                    <Trans>Tuition: {tuition} per year</Trans>
                  </span>
                )}
                {date && (
                  <span>
                    <Trans>Next deadline: {date}</Trans>
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
