import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '#portal/lib/session.ts';
import { Button } from '#portal/ui/Button/Button.tsx';

const StudentEligibility = lazy(() => import('./StudentEligibility.tsx'));
const VisitorEligibility = lazy(() => import('./VisitorEligibility.tsx'));
const AgencyStudentsEligibility = lazy(() => import('./AgencyStudentsEligibility.tsx'));

/**
 * "Check my eligibility" for a signed-in student (their profile against this programme), for a
 * visitor a short form ("Check your eligibility"), and for an agency which of its students
 * qualify; each loaded on request, so the page stays light.
 */
export function CheckEligibility({ programId }: { programId: number }) {
  const session = useSession();
  const [asked, setAsked] = useState(false);
  const who = session.status === 'signedOut' ? 'VISITOR' : session.status === 'signedIn' ? session.user.userType : null;
  if (who !== 'STUDENT' && who !== 'AGENCY' && who !== 'VISITOR') return null;
  if (!asked)
    return (
      <Button variant="secondary" size="sm" fullWidth onClick={() => setAsked(true)}>
        {who === 'STUDENT' && <Trans>Check my eligibility</Trans>}
        {who === 'AGENCY' && <Trans>Which of my students qualify?</Trans>}
        {who === 'VISITOR' && <Trans>Check your eligibility</Trans>}
      </Button>
    );
  return (
    <Suspense fallback={null}>
      {who === 'STUDENT' && <StudentEligibility programId={programId} />}
      {who === 'AGENCY' && <AgencyStudentsEligibility programId={programId} />}
      {who === 'VISITOR' && <VisitorEligibility programId={programId} />}
    </Suspense>
  );
}
