import { Trans } from '@lingui/react/macro';
import type { UniversityDetail } from '#sdk/schemas/university';
import type { ReactNode } from 'react';
import type { RoutePart } from '#portal/lib/route-data.ts';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import * as pageStyles from '#portal/features/public/public-page.css.ts';
import { UniversityNotFound } from './NotFoundView.tsx';

interface LoadedUniversityProps {
  university: RoutePart<UniversityDetail | null> & { retry: () => void };
  children: (university: UniversityDetail) => ReactNode;
}

/** A page about one university (useUniversity): its failed and not-found states, then the page itself. */
export function LoadedUniversity({ university, children }: LoadedUniversityProps) {
  if (university.status === 'failed') {
    return (
      <div className={pageStyles.page}>
        <ErrorState
          title={<Trans>The university could not be loaded</Trans>}
          message={<Trans>Please try again later.</Trans>}
          onRetry={university.retry}
        />
      </div>
    );
  }
  if (!university.data) return <UniversityNotFound />;
  return children(university.data);
}
