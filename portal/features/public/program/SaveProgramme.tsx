import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useSession } from '#portal/lib/session.ts';
import { paths } from '#portal/paths.ts';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';

const StudentSave = lazy(() => import('./StudentSave.tsx'));

/** A student saves the programme to their shortlist; a visitor signs in first and comes back. */
export function SaveProgramme({ programId }: { programId: number }) {
  const session = useSession();
  if (session.status === 'signedOut')
    return (
      <ButtonLink to={paths.login(paths.program(programId))} variant="secondary" size="sm" fullWidth>
        <Trans>Sign in to save to a shortlist</Trans>
      </ButtonLink>
    );
  if (session.status !== 'signedIn' || session.user.userType !== 'STUDENT') return null;
  return (
    <Suspense fallback={null}>
      <StudentSave programId={programId} />
    </Suspense>
  );
}
