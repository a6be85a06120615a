import { ProgrammeVerdict } from './ProgrammeVerdict.tsx';

/**
 * In an application's form, once a programme of the catalogue is chosen (`programId`, the form's
 * value): its verdict for the applicant (the agency's student `studentId`, else the signed-in
 * student) before the application is submitted.
 */
export function VerdictBeforeSubmit({ programId, studentId }: { programId: string; studentId?: number }) {
  const id = Number(programId);
  return id > 0 ? <ProgrammeVerdict programId={id} studentId={studentId} /> : null;
}
