import { useLingui } from '@lingui/react/macro';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { ownShortlist } from '#portal/lib/shortlists/shortlist-source.ts';
import { ShortlistView } from '#portal/lib/shortlists/ShortlistView.tsx';
import { PageHeader } from '#portal/ui/PageHeader/PageHeader.tsx';
import * as styles from '#portal/features/student/student.css.ts';

/** /student/shortlist: the programmes the student and their agency saved, to compare and apply from. */
export default function ShortlistPage() {
  const { t } = useLingui();
  usePageTitle(t`Shortlist`);
  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Shortlist`}
        lead={t`The programmes you saved, and those your agency saved for you. Compare them side by side, then apply.`}
      />
      <ShortlistView source={ownShortlist} viewer="STUDENT" />
    </div>
  );
}
