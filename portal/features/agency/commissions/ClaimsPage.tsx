import { Trans, useLingui } from '@lingui/react/macro';
import * as commissions from '#sdk/resources/commissions';
import { LIMITS } from '#sdk/schemas/constants';
import type { Claim } from '#sdk/schemas/commission';
import { api } from '#portal/lib/api.ts';
import { ClaimsTable } from '#portal/lib/commissions/ClaimsTable.tsx';
import { CsvExportButton } from '#portal/lib/CsvExportButton.tsx';
import { useErrorText } from '#portal/lib/error-text.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { paths } from '#portal/paths.ts';
import { Button, ButtonLink } from '#portal/ui/Button/Button.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import * as shared from '#portal/features/agency/agency.css.ts';
import { RevenueBreakdown } from './RevenueBreakdown.tsx';
import { RevenueFigures } from './RevenueFigures.tsx';

/** /commissions: the agency's commission claims, from expected to received, with its revenue. */
export default function ClaimsPage() {
  const { t } = useLingui();
  usePageTitle(t`Commissions`);
  const { error: errorMessage } = useErrorText();
  const data = useLoad(
    () => Promise.all([commissions.listClaims(api, { limit: LIMITS.maxPageSize }), commissions.revenue(api)]),
    'claims',
  );
  const { pending, run } = useAction<number>();
  const step = (claim: Claim, go: typeof commissions.raiseClaim, done: string) =>
    run(() => go(api, claim.id), { kind: claim.id, done, failed: t`The claim was not changed`, onDone: data.retry });

  return (
    <div className={shared.page}>
      <header className={shared.titleRow}>
        <div className={shared.header}>
          <h1 className={shared.title}>
            <Trans>Commissions</Trans>
          </h1>
          <p className={shared.lead}>
            <Trans>
              Raise each expected commission as a claim with its invoice, and record the money when it arrives.
            </Trans>
          </p>
        </div>
        <div className={shared.actions}>
          <ButtonLink variant="secondary" to={paths.agency.agreements}>
            <Trans>Agreements</Trans>
          </ButtonLink>
          <CsvExportButton
            fetchCsv={(lang) => commissions.exportClaims(api, { lang })}
            fileName="commission-claims.csv"
          />
        </div>
      </header>
      {data.status === 'loading' && <Skeleton lines={4} label={t`Loading commissions…`} />}
      {data.status === 'failed' && (
        <ErrorState title={t`Error loading commissions`} message={errorMessage(data.error)} onRetry={data.retry} />
      )}
      {data.status === 'ready' && (
        <>
          <RevenueFigures revenue={data.data[1]} />
          <RevenueBreakdown revenue={data.data[1]} />
          <ClaimsTable
            claims={data.data[0].claims}
            party="university"
            actions={(claim) => (
              <>
                {(claim.status === 'EXPECTED' || claim.status === 'DISPUTED') && (
                  <Button
                    size="sm"
                    loading={pending === claim.id}
                    onClick={() => step(claim, commissions.raiseClaim, t`Claim raised`)}
                  >
                    <Trans>Raise claim</Trans>
                  </Button>
                )}
                {claim.status === 'PAID' && (
                  <Button
                    size="sm"
                    loading={pending === claim.id}
                    onClick={() => step(claim, commissions.markClaimReceived, t`Marked as received`)}
                  >
                    <Trans>Mark received</Trans>
                  </Button>
                )}
              </>
            )}
          />
        </>
      )}
    </div>
  );
}
