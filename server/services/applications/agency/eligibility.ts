import type { EligibilityWarning } from '#sdk/schemas/application';
import type { StudentTable } from '#server/db/tables/student.table.ts';
import { profileCompletion, type ScoredProfile } from '#server/services/students/profile-score.ts';

/**
 * The parts of a profile without which a university turns an application away: who the applicant
 * is (identity and passport) and what they have studied. Named as the agency's student form names
 * its fields, so the warning lists the fields to fix.
 */
const ESSENTIAL_PARTS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'nationality',
  'passportNumber',
  'currentEducationLevel',
  'gpa',
] as const;

/** The lowest IELTS band and TOEFL iBT score a university's language requirement names, if it names them. */
export function englishMinimum(requirement: string | null): { ielts: number | null; toefl: number | null } {
  const ielts = /IELTS\D{0,20}?(\d(?:[.,]\d)?)/i.exec(requirement ?? '');
  const toefl = /TOEFL\D{0,20}?(\d{2,3})/i.exec(requirement ?? '');
  return {
    ielts: ielts ? Number(ielts[1]!.replace(',', '.')) : null,
    toefl: toefl ? Number(toefl[1]) : null,
  };
}

/** The student's English, from the test scores or else the agency's proficiency choice (its lower bound). */
export function englishScores(student: Pick<StudentTable, 'ielts_score' | 'toefl_score' | 'english_proficiency'>): {
  native: boolean;
  ielts: number | null;
  toefl: number | null;
} {
  const proficiency = student.english_proficiency ?? '';
  const band = /^IELTS (\d\.\d)/.exec(proficiency);
  const toefl = /^TOEFL (\d+)/.exec(proficiency);
  return {
    native: proficiency === 'Native Speaker',
    ielts: student.ielts_score ?? (band ? Number(band[1]) : null),
    toefl: student.toefl_score ?? (toefl ? Number(toefl[1]) : null),
  };
}

/**
 * What a university would refuse in an application, as warnings that never block:
 * the student's profile gaps, and the programme's English requirement against the student's
 * scores. A programme taught in another language is not checked against English scores.
 */
export function eligibilityWarnings(facts: {
  student: ScoredProfile & Pick<StudentTable, 'ielts_score' | 'toefl_score' | 'english_proficiency'>;
  languageRequirements: string | null;
  programLanguage: string | null;
}): EligibilityWarning[] {
  const warnings: EligibilityWarning[] = [];
  const { missing } = profileCompletion(facts.student);
  const gaps = ESSENTIAL_PARTS.filter((part) => missing.includes(part));
  if (gaps.length) warnings.push({ code: 'PROFILE_GAPS', fields: gaps });

  const taughtInEnglish = !facts.programLanguage || /english/i.test(facts.programLanguage);
  const required = englishMinimum(facts.languageRequirements);
  if (!taughtInEnglish || (required.ielts === null && required.toefl === null)) return warnings;
  const has = englishScores(facts.student);
  if (has.native) return warnings;
  const meets =
    (required.ielts !== null && has.ielts !== null && has.ielts >= required.ielts) ||
    (required.toefl !== null && has.toefl !== null && has.toefl >= required.toefl);
  if (meets) return warnings;
  warnings.push({
    code: has.ielts === null && has.toefl === null ? 'NO_ENGLISH_SCORE' : 'ENGLISH_SCORE_LOW',
    fields: ['englishProficiency'],
    required,
    has: { ielts: has.ielts, toefl: has.toefl },
  });
  return warnings;
}
