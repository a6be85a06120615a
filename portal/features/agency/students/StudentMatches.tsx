import { useLingui } from '@lingui/react/macro';
import * as eligibility from '#sdk/resources/eligibility';
import { api } from '#portal/lib/api.ts';
import { MatchesBrowser } from '#portal/lib/eligibility/MatchesBrowser.tsx';
import { agencyStudentShortlist } from '#portal/lib/shortlists/shortlist-source.ts';

/** The programmes the agency's student qualifies for, with filters, verdicts and reasons. */
export function StudentMatches({ studentId }: { studentId: number }) {
  const { t } = useLingui();
  return (
    <MatchesBrowser
      load={(query) => eligibility.agencyStudentMatches(api, studentId, query)}
      label={t`Matching programmes`}
      shortlist={agencyStudentShortlist(studentId)}
    />
  );
}
