import { Trans, useLingui } from '@lingui/react/macro';
import * as universityProfile from '#sdk/resources/university-profile';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { useFormat } from '#portal/lib/format.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { reloadUserAtom, useUser } from '#portal/lib/session.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { paths } from '#portal/paths.ts';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import * as styles from '#portal/features/accounts/accounts.css.ts';
import { PlaceName } from '#portal/lib/place-name.tsx';

/**
 * /university/verification: a university account waits here until an admin has verified it
 * (ARCHITECTURE.md, Decisions); it sees only its claim's state, and a rejection's reason with the way to resend.
 */
export default function VerificationPage() {
  const { t } = useLingui();
  usePageTitle(t`Pending verification`);
  const format = useFormat();
  const user = useUser();
  const claim = useLoad(() => universityProfile.claim(api), 'university-claim');
  const reloadUser = useSetAtom(reloadUserAtom);
  const approved = claim.status === 'ready' && claim.data.claim?.status === 'APPROVED';
  // Approved since the session was read: the account now has its university.
  useEffect(() => {
    if (approved) void reloadUser();
  }, [approved, reloadUser]);
  if (user?.university) return <Navigate to={paths.university.dashboard} replace />;

  return (
    <div className={styles.widePage}>
      <h1 className={styles.title}>
        <Trans>University verification</Trans>
      </h1>
      {claim.status === 'loading' && <Skeleton lines={4} label={t`Loading…`} />}
      {claim.status === 'failed' && <ErrorState title={t`Error loading your verification`} onRetry={claim.retry} />}
      {claim.status === 'ready' && !claim.data.claim && <Navigate to={paths.setup.university} replace />}
      {claim.status === 'ready' && claim.data.claim && (
        <Card>
          <p>
            {claim.data.claim.status === 'REJECTED' ? (
              <Badge tone="danger">
                <Trans>Not verified</Trans>
              </Badge>
            ) : (
              <Badge tone="warning">
                <Trans>Pending verification</Trans>
              </Badge>
            )}
          </p>
          <h2 className={styles.subtitle}>
            <bdi>{claim.data.claim.name}</bdi>
          </h2>
          <p className={styles.lead}>
            <PlaceName city={claim.data.claim.city} country={claim.data.claim.country} /> ·{' '}
            <Trans>sent on {format.date(claim.data.claim.createdAt, { dateStyle: 'medium' })}</Trans>
          </p>
          {claim.data.claim.status === 'REJECTED' ? (
            <>
              <p className={styles.alert} role="alert" dir="auto">
                {claim.data.claim.rejectionReason}
              </p>
              <ButtonLink to={paths.setup.university}>
                <Trans>Correct and send again</Trans>
              </ButtonLink>
            </>
          ) : (
            <p>
              <Trans>
                An admin is checking that this account belongs to the university. Once it is verified, your dashboard
                opens here and your university can receive applications.
              </Trans>
            </p>
          )}
        </Card>
      )}
    </div>
  );
}
