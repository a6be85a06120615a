import { Trans, useLingui } from '@lingui/react/macro';
import * as commissions from '#sdk/resources/commissions';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useUser } from '#portal/lib/session.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { RevenueBreakdown, seesRevenue } from '#portal/features/agency/commissions/RevenueBreakdown.tsx';
import { RevenueFigures } from '#portal/features/agency/commissions/RevenueFigures.tsx';
import * as styles from '#portal/features/agency/commissions/revenue.css.ts';

/**
 * The analytics page's revenue: the commissions API's paid and expected revenue, by
 * university, intake and counsellor, over all time (claims are not dated by the page's range).
 * Only the owner and managers see it; a counsellor's page has no revenue section.
 */
export function RevenueSection() {
  const user = useUser();
  if (!seesRevenue(user)) return null;
  return <Revenue />;
}

function Revenue() {
  const { t } = useLingui();
  const { error: errorMessage } = useErrorText();
  const data = useLoad(() => commissions.revenue(api), 'analytics-revenue');
  return (
    <section className={styles.section} aria-labelledby="analytics-revenue">
      <h2 id="analytics-revenue" className={styles.heading}>
        <Trans>Revenue</Trans>
      </h2>
      <p className={styles.note}>
        <Trans>
          Commission from enrolments, over all time: paid, and expected (enrolled or claimed, not paid yet).
        </Trans>
      </p>
      {data.status === 'loading' && <Skeleton lines={3} label={t`Loading revenue…`} />}
      {data.status === 'failed' && (
        <ErrorState title={t`Error loading revenue`} message={errorMessage(data.error)} onRetry={data.retry} />
      )}
      {data.status === 'ready' && (
        <>
          <RevenueFigures revenue={data.data} />
          <RevenueBreakdown revenue={data.data} />
        </>
      )}
    </section>
  );
}
