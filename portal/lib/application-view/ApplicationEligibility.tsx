import { ApplicationVerdict } from '#portal/lib/eligibility/ReasonsList.tsx';
import { ApplicationSection, useViewed } from './ApplicationView.tsx';
import * as styles from './view.css.ts';

/**
 * The eligibility verdict kept at submission, under `title` when given; `empty` says why there is
 * none, else a missing verdict shows nothing.
 */
export function ApplicationEligibility({ title, empty }: { title?: string; empty?: string }) {
  const { eligibility } = useViewed().application;
  if (!title) return <ApplicationVerdict eligibility={eligibility} />;
  if (!eligibility && !empty) return null;
  return (
    <ApplicationSection title={title}>
      {eligibility ? <ApplicationVerdict eligibility={eligibility} /> : <p className={styles.muted}>{empty}</p>}
    </ApplicationSection>
  );
}
