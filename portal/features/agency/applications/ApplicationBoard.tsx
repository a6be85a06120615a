import { Trans, useLingui } from '@lingui/react/macro';
import * as applications from '#sdk/resources/agency-applications';
import { LIMITS } from '#sdk/schemas/constants';
import { APPLICATION_STATUSES } from '#sdk/schemas/enums';
import { Link } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { APPLICATION_STATUS_LABELS } from '#portal/lib/labels.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { paths } from '#portal/paths.ts';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { visuallyHidden } from '#portal/ui/theme.css.ts';
import * as shared from '#portal/features/agency/agency.css.ts';
import { applicantName } from '#portal/lib/applicant-name.ts';
import * as styles from './board.css.ts';

/**
 * The board view of /applications: a column per status with how many applications are in it
 * (the search applies), each showing the newest of them as cards, for following many files at once.
 */
export function ApplicationBoard({ search }: { search: string }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { error: errorMessage } = useErrorText();
  const columns = useLoad(
    () =>
      Promise.all(
        APPLICATION_STATUSES.map(async (status) => {
          const page = await applications.list(api, { status, search: search || undefined, limit: LIMITS.maxPageSize });
          return { status, total: page.pagination.total, applications: page.applications };
        }),
      ),
    search,
  );

  if (columns.status === 'loading') return <Skeleton lines={5} height="3rem" label={t`Loading applications…`} />;
  if (columns.status === 'failed')
    return (
      <ErrorState title={t`Error loading applications`} message={errorMessage(columns.error)} onRetry={columns.retry} />
    );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the board scrolls sideways; keyboard users must reach it to scroll it (axe: scrollable-region-focusable)
    <section className={styles.board} aria-label={t`Applications by status`} tabIndex={0}>
      {columns.data.map(({ status, total, applications: shown }) => {
        const label = i18n._(APPLICATION_STATUS_LABELS[status]);
        return (
          <section key={status} className={styles.column} aria-labelledby={`board-${status}`}>
            <h2 id={`board-${status}`} className={styles.columnTitle}>
              <span>{label}</span>
              <span className={styles.count}>
                <span className={visuallyHidden}>
                  <Trans>Applications:</Trans>{' '}
                </span>
                {format.number(total)}
              </span>
            </h2>
            {shown.length > 0 && (
              <ul className={styles.cards}>
                {shown.map((a) => (
                  <li key={a.id} className={styles.card}>
                    <Link to={paths.agency.application(a.id)}>
                      <bdi>{applicantName(a.student)}</bdi>
                    </Link>
                    <bdi>{a.university.name}</bdi>
                    <span className={shared.muted}>
                      <bdi>{a.programName}</bdi>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {total > shown.length && (
              <p className={shared.muted}>
                <Trans>and {format.number(total - shown.length)} more in the table</Trans>
              </p>
            )}
          </section>
        );
      })}
    </section>
  );
}
