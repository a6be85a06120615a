import { applicantGroupOf, intakeStatusFor } from '#sdk/schemas/applicant-group';
import type { IntakeStatus } from '#sdk/schemas/program-parts';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import { invalid } from '#server/utils/errors.ts';
import { todayDate } from '#server/services/programs/intake-status.ts';
import { presentIntake } from '#server/services/programs/program-parts.presenter.ts';
import { findIntakes } from '#server/services/programs/program-parts.repository.ts';
import { findProgram } from '#server/services/programs/program.repository.ts';

/** What an application names: a university, and from its catalogue a programme and an intake. */
export interface ProgrammeChoice {
  universityId: number;
  programId: number | null;
  intakeId: number | null;
}

/** The columns an application keeps of its programme and intake. */
export interface ChosenProgramme {
  program_id: number | null;
  intake_id: number | null;
  intake_start_date: string | null;
  /** The programme's name, for `program_name`; absent for free text. */
  program_name?: string;
}

/** Why an intake that is not open cannot be chosen, as the field error says it. */
const NOT_OPEN: Record<Exclude<IntakeStatus, 'OPEN'>, string> = {
  CLOSED: 'Applications to this intake are closed',
  FULL: 'This intake is full',
  UPCOMING: 'Applications to this intake have not opened yet',
};

const refuse = (field: 'programId' | 'intakeId', message: string): never => invalid([{ field, message }]);

/**
 * Checks the choice for an applicant of this nationality today: the programme is the university's,
 * the intake one of the programme's and open for the applicant's group (EU/EEA or not). A
 * programme with intakes needs one unless it is optional; free text (no programme) is the caller's to allow.
 */
export async function checkProgrammeChoice(
  db: Kysely<Database>,
  choice: ProgrammeChoice,
  nationality: string | null,
  /** An apply request may leave the intake to the advisor; an application names one. */
  intakeNeed: 'required' | 'optional' = 'required',
): Promise<ChosenProgramme> {
  if (choice.programId === null) {
    if (choice.intakeId !== null) refuse('programId', 'Please choose a programme');
    return { program_id: null, intake_id: null, intake_start_date: null };
  }
  const program = await findProgram(db, choice.universityId, choice.programId);
  if (!program) return refuse('programId', 'This programme is not offered by the chosen university');
  const intakes = await findIntakes(db, [program.id]);
  const chosen = { program_id: program.id, program_name: program.name };
  if (choice.intakeId === null) {
    if (intakes.length && intakeNeed === 'required') refuse('intakeId', 'Please choose an intake');
    return { ...chosen, intake_id: null, intake_start_date: null };
  }
  const intake = intakes.find((row) => row.id === choice.intakeId);
  if (!intake) return refuse('intakeId', 'This intake belongs to another programme');
  const today = todayDate();
  const status = intakeStatusFor(presentIntake(intake, today), applicantGroupOf(nationality), today);
  if (status !== 'OPEN') refuse('intakeId', NOT_OPEN[status]);
  return { ...chosen, intake_id: intake.id, intake_start_date: intake.start_date };
}
