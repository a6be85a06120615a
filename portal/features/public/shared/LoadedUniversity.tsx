import { Trans, useLingui } from '@lingui/react/macro';
import type { UniversityDetail } from '#sdk/schemas/university';
import type { ReactNode } from 'react';
import type { Loaded } from '#portal/lib/use-load.ts';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import * as pageStyles from '#portal/features/public/public-page.css.ts';
import { UniversityNotFound } from './NotFoundView.tsx';

interface LoadedUniversityProps {
  university: Loaded<UniversityDetail | null> & { retry: () => void };
  children: (university: UniversityDetail) => ReactNode;
}

/** A page about one university (useUniversity): loading, failed and not-found states, then the page itself. */
export function LoadedUniversity({ university, children }: LoadedUniversityProps) {
  const { t } = useLingui();
  if (university.status === 'loading') {
    return (
      <div className={pageStyles.page}>
        <Skeleton lines={6} height="1.5rem" label={t`Loading the university…`} />
      </div>
    );
  }
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
