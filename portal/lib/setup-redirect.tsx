import { Trans } from '@lingui/react/macro';
import { useLocation } from 'react-router';

/** What the profile guard (portal/app/guards.tsx) tells the setup it sends someone to: the page they opened. */
export interface SetupRedirect {
  profileNeededFor: string;
}

/**
 * The line a setup page shows above its form when the profile guard sent the user there, so
 * they know why they are not on the page they opened.
 */
export function ProfileNeeded({ className }: { className?: string }) {
  const state = useLocation().state as SetupRedirect | null;
  if (!state?.profileNeededFor) return null;
  return (
    <p className={className} role="status">
      <Trans>The page you opened needs your profile. Please complete this setup first.</Trans>
    </p>
  );
}
