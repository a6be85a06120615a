import { useLingui } from '@lingui/react/macro';
import * as eligibility from '#sdk/resources/eligibility';
import { api } from '#portal/lib/api.ts';
import { MatchesBrowser } from '#portal/lib/eligibility/MatchesBrowser.tsx';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { ownShortlist } from '#portal/lib/shortlists/shortlist-source.ts';
import { PageHeader } from '#portal/ui/PageHeader/PageHeader.tsx';
import * as styles from '#portal/features/student/student.css.ts';

/** /student/matches: every programme the student's profile qualifies for, with filters, verdicts and reasons. */
export default function MatchesPage() {
  const { t } = useLingui();
  usePageTitle(t`Programmes you qualify for`);
  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Programmes you qualify for`}
        lead={t`Checked against each programme's entry requirements, deadlines for your nationality and tuition, best first.`}
      />
      <MatchesBrowser
        load={(query) => eligibility.studentMatches(api, query)}
        label={t`Matching programmes`}
        shortlist={ownShortlist}
      />
    </div>
  );
}
