import { agencyStudentShortlist } from '#portal/lib/shortlists/shortlist-source.ts';
import { ShortlistView } from '#portal/lib/shortlists/ShortlistView.tsx';

/** The shortlist the agency keeps for its student: saved from the matching programmes, compared side by side. */
export function StudentShortlist({ studentId }: { studentId: number }) {
  return <ShortlistView source={agencyStudentShortlist(studentId)} viewer="AGENCY" />;
}
