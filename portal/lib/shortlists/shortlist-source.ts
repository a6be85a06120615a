import * as shortlists from '#sdk/resources/shortlists';
import type { Shortlist } from '#sdk/schemas/shortlist';
import { api } from '#portal/lib/api.ts';

/** Whose shortlist a screen reads and changes: the signed-in student's, or an agency's student's. */
export interface ShortlistSource {
  /** Names the shortlist, so that screens reload when it changes to another student's. */
  key: string;
  load: () => Promise<Shortlist>;
  save: (programId: number) => Promise<Shortlist>;
  remove: (programId: number) => Promise<Shortlist>;
  /** The agency's student, whose verdicts the comparison shows; none for the student's own. */
  studentId?: number;
}

export const ownShortlist: ShortlistSource = {
  key: 'own',
  load: () => shortlists.mine(api),
  save: (programId) => shortlists.save(api, programId),
  remove: (programId) => shortlists.remove(api, programId),
};

export const agencyStudentShortlist = (studentId: number): ShortlistSource => ({
  key: `student-${studentId}`,
  load: () => shortlists.ofStudent(api, studentId),
  save: (programId) => shortlists.saveForStudent(api, studentId, programId),
  remove: (programId) => shortlists.removeForStudent(api, studentId, programId),
  studentId,
});
