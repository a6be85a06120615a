import { useLingui } from '@lingui/react/macro';
import type { CatalogueProgram } from '#sdk/schemas/program-catalogue';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormat } from '#portal/lib/format.ts';
import { programmeName } from '#portal/lib/pickers/ProgrammePicker.tsx';
import { paths } from '#portal/paths.ts';
import * as styles from '#portal/ui/rows.css.ts';

/**
 * A programme of the catalogue as a row of a list (the matches, a shortlist): its name linked to
 * its page, its university and country, then `children` (more lines) and `actions` at the end.
 */
export function ProgrammeRow({
  program,
  children,
  actions,
}: {
  program: CatalogueProgram;
  children?: ReactNode;
  actions: ReactNode;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <h3 className={styles.rowTitle}>
          <Link to={paths.program(program.id)}>
            <bdi>{programmeName(program, i18n.locale)}</bdi>
          </Link>
        </h3>
        <p className={styles.muted}>
          <bdi>{program.university.name}</bdi> · {format.country(program.university.country)}
        </p>
        {children}
      </div>
      <div className={styles.actions}>{actions}</div>
    </li>
  );
}
