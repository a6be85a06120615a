import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';
import { useApplyLink } from '#portal/features/public/shared/use-apply-link.ts';
import * as styles from '#portal/features/public/university/UniversityPage.css.ts';

/**
 * Apply Now for a university (useApplyLink), then `children`, then, for a visitor who is not a
 * signed-in student, that they sign in as one first.
 */
export function ApplyNow({ universityId, children }: { universityId: number; children?: ReactNode }) {
  const apply = useApplyLink(universityId);
  return (
    <>
      <ButtonLink to={apply.to} size="lg" fullWidth>
        <Trans>Apply Now</Trans>
      </ButtonLink>
      {children}
      {!apply.isStudent && (
        <p className={styles.hours}>
          <Trans>You will be asked to sign in as a student before applying.</Trans>
        </p>
      )}
    </>
  );
}
