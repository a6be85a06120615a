import { Plural, Trans } from '@lingui/react/macro';
import type { Pagination } from '#sdk/schemas/common';
import { useFormat } from '#portal/lib/format.ts';
import * as styles from './UniversitiesPage.css.ts';

/**
 * "Showing 13–24 of 164 universities", announced when a new page or filter result arrives; "of
 * 1,000+" when the catalogue stopped counting (CATALOGUE_COUNT_LIMIT).
 */
export function ResultSummary({ pagination, shown }: { pagination: Pagination; shown: number }) {
  const format = useFormat();
  const first = (pagination.page - 1) * pagination.limit;
  const from = format.number(first + 1);
  const to = format.number(first + shown);
  const total = format.number(pagination.total);
  return (
    <p className={styles.summary} role="status">
      {pagination.totalIsLowerBound ? (
        <Trans>
          Showing {from}–{to} of {total}+ universities
        </Trans>
      ) : (
        <Plural
          value={pagination.total}
          one={`Showing ${from}–${to} of # university`}
          other={`Showing ${from}–${to} of # universities`}
        />
      )}
    </p>
  );
}
