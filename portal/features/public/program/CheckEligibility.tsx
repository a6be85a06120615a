import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '#portal/lib/session.ts';
import { Button } from '#portal/ui/Button/Button.tsx';

const StudentEligibility = lazy(() => import('./StudentEligibility.tsx'));
const VisitorEligibility = lazy(() => import('./VisitorEligibility.tsx'));

/**
 * "Check my eligibility" for a signed-in student (their profile against this programme), and for a
 * visitor a short form ("Check your eligibility"); each loaded on request, so the page stays light.
 */
export function CheckEligibility({ programId }: { programId: number }) {
  const session = useSession();
  const [asked, setAsked] = useState(false);
  const student = session.status === 'signedIn' && session.user.userType === 'STUDENT';
  if (!student && session.status !== 'signedOut') return null;
  if (!asked)
    return (
      <Button variant="secondary" size="sm" fullWidth onClick={() => setAsked(true)}>
        {student ? <Trans>Check my eligibility</Trans> : <Trans>Check your eligibility</Trans>}
      </Button>
    );
  return (
    <Suspense fallback={null}>
      {student ? <StudentEligibility programId={programId} /> : <VisitorEligibility programId={programId} />}
    </Suspense>
  );
}
