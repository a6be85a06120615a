import { Trans } from '@lingui/react/macro';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';

/** A screen that failed to load or render (e.g. its code could not be fetched after a deploy). */
export default function RouteError() {
  return (
    <ErrorState
      title={<Trans>Something went wrong</Trans>}
      message={<Trans>This page could not be shown. Please try again.</Trans>}
      onRetry={() => window.location.reload()}
    />
  );
}
