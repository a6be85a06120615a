import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as commissions from '#sdk/resources/commissions';
import { LIMITS } from '#sdk/schemas/constants';
import type { Claim } from '#sdk/schemas/commission';
import { api } from '#portal/lib/api.ts';
import { AgreementsTable } from '#portal/lib/commissions/AgreementsTable.tsx';
import { ClaimsTable } from '#portal/lib/commissions/ClaimsTable.tsx';
import { CsvExportButton } from '#portal/lib/CsvExportButton.tsx';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { DisputeDialog } from './DisputeDialog.tsx';

/** The university's Commissions tab: the agencies' agreements naming it to confirm, and their claims to pay or dispute. */
export function CommissionsTab() {
  const { t } = useLingui();
  const { error: errorMessage } = useErrorText();
  const data = useLoad(
    () => Promise.all([commissions.listAgreements(api), commissions.listClaims(api, { limit: LIMITS.maxPageSize })]),
    'university-commissions',
  );
  const { pending, run } = useAction<string>();
  const [disputing, setDisputing] = useState<Claim | null>(null);

  if (data.status === 'loading') return <Skeleton lines={4} label={t`Loading commissions…`} />;
  if (data.status === 'failed')
    return <ErrorState title={t`Error loading commissions`} message={errorMessage(data.error)} onRetry={data.retry} />;
  const [{ agreements }, { claims }] = data.data;
  return (
    <>
      <Card title={t`Agreements`}>
        <AgreementsTable
          agreements={agreements}
          party="agency"
          actions={(agreement) =>
            !agreement.confirmedAt && (
              <Button
                size="sm"
                loading={pending === `agreement-${agreement.id}`}
                onClick={() =>
                  run(() => commissions.confirmAgreement(api, agreement.id), {
                    kind: `agreement-${agreement.id}`,
                    done: t`Agreement confirmed`,
                    failed: t`The agreement was not confirmed`,
                    onDone: data.retry,
                  })
                }
              >
                <Trans>Confirm</Trans>
              </Button>
            )
          }
        />
      </Card>
      <Card
        title={t`Commission claims`}
        actions={
          <CsvExportButton
            fetchCsv={(lang) => commissions.exportClaims(api, { lang })}
            fileName="commission-claims.csv"
          />
        }
      >
        <ClaimsTable
          claims={claims}
          party="agency"
          actions={(claim) =>
            claim.status === 'RAISED' && (
              <>
                <Button
                  size="sm"
                  loading={pending === `claim-${claim.id}`}
                  onClick={() =>
                    run(() => commissions.markClaimPaid(api, claim.id), {
                      kind: `claim-${claim.id}`,
                      done: t`Marked as paid`,
                      failed: t`The claim was not changed`,
                      onDone: data.retry,
                    })
                  }
                >
                  <Trans>Mark paid</Trans>
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setDisputing(claim)}>
                  <Trans>Dispute</Trans>
                </Button>
              </>
            )
          }
        />
      </Card>
      {disputing && <DisputeDialog claim={disputing} onClose={() => setDisputing(null)} onDone={data.retry} />}
    </>
  );
}
