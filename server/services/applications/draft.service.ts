// The owner's steps on an application, the same for a student and for an agency acting for its
// student: create a draft, edit it while it is a DRAFT, submit or withdraw it through the status
// machine. The roles check who asks and whose record; this checks the rest.
import type { Insertable } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import type { App } from '#server/utils/app.ts';
import type { SignedIn } from '#server/utils/auth.ts';
import { conflict, notFound } from '#server/utils/errors.ts';
import { findUniversity } from '#server/services/universities/university.repository.ts';
import type { TextLanguage } from '#server/services/i18n/texts-in.ts';
import { eligibilityAtSubmission, saveEligibility } from './application-eligibility.ts';
import { presentApplication } from './application.presenter.ts';
import {
  type ApplicationRow,
  findApplication,
  insertApplication,
  insertApplicationEvent,
  updateDraftApplication,
} from './application.repository.ts';
import { type ChosenProgramme, checkProgrammeChoice } from './programme-choice.ts';
import { oneOpenApplication } from './one-open-application.ts';
import { transitionApplication } from './status-machine.ts';

/** What an owner writes on a draft; absent fields stay as they are. */
export interface DraftFields {
  universityId?: number;
  programName?: string;
  programId?: number | null;
  intakeId?: number | null;
  degreeLevel?: string;
  personalStatement?: string | null;
  motivationLetter?: string | null;
}

/** Who acts: the signed-in owner, and the nationality of the applicant (whose intake window applies). */
export interface DraftOwner {
  user: SignedIn;
  nationality: string | null;
  /** What a submission needs beyond the programme (the student's completed profile). */
  checkSubmission?: (application: { program_name: string; degree_level: string }) => void;
  /** The reader's language, for the verdict's reasons in the answer. */
  language?: TextLanguage;
}

type Current = Pick<ApplicationRow, 'university_id' | 'program_id' | 'intake_id'>;

const defined = <T extends object>(columns: T) =>
  Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * The programme's columns when the edit names the university or the programme (the choice is
 * then restated whole: an absent programme or intake is none), or when a stored choice is
 * submitted (its intake must still be open). Nothing otherwise.
 */
async function programmeColumns(
  app: App,
  owner: DraftOwner,
  fields: DraftFields,
  current: Current | null,
  submitting: boolean,
): Promise<Partial<ChosenProgramme>> {
  const { universityId, programName, programId, intakeId } = fields;
  if (universityId !== undefined && !(await findUniversity(app.db, universityId))) notFound('UNIVERSITY_NOT_FOUND');
  const restated = [universityId, programName, programId, intakeId].some((value) => value !== undefined);
  if (restated)
    return checkProgrammeChoice(
      app.db,
      {
        universityId: universityId ?? current!.university_id,
        programId: programId ?? null,
        intakeId: intakeId ?? null,
      },
      owner.nationality,
    );
  if (!submitting || current?.program_id == null) return {};
  return checkProgrammeChoice(
    app.db,
    { universityId: current.university_id, programId: current.program_id, intakeId: current.intake_id },
    owner.nationality,
  );
}

/** The columns of the fields given, with the programme's name where a programme is chosen. */
async function draftColumns(
  app: App,
  owner: DraftOwner,
  fields: DraftFields,
  current: Current | null,
  submitting: boolean,
) {
  return defined({
    university_id: fields.universityId,
    program_name: fields.programName,
    degree_level: fields.degreeLevel,
    personal_statement: fields.personalStatement,
    motivation_letter: fields.motivationLetter,
    ...(await programmeColumns(app, owner, fields, current, submitting)),
  });
}

/** A new DRAFT (recorded as the first event), submitted at once when asked. */
export async function createDraft(
  app: App,
  owner: DraftOwner,
  application: { studentId: number; agencyId: number | null; universityId: number } & DraftFields,
  submit: boolean,
) {
  const columns = await draftColumns(app, owner, application, null, submit);
  const values = {
    personal_statement: null,
    motivation_letter: null,
    ...columns,
    student_id: application.studentId,
    agency_id: application.agencyId,
    status: 'DRAFT',
  } as Insertable<Database['applications']>;
  if (submit) owner.checkSubmission?.(values);
  const verdict = submit
    ? await eligibilityAtSubmission(app, { studentId: application.studentId, programId: values.program_id })
    : null;
  const id = await oneOpenApplication(() =>
    app.db.transaction().execute(async (trx) => {
      const { id } = await insertApplication(trx, values);
      await insertApplicationEvent(trx, { applicationId: id, from: null, to: 'DRAFT', actorUserId: owner.user.id });
      if (submit) {
        await transitionApplication(trx, {
          application: { id, status: 'DRAFT' },
          to: 'SUBMITTED',
          actor: { userId: owner.user.id, role: 'owner' },
        });
        await saveEligibility(trx, id, verdict);
      }
      return id;
    }),
  );
  return presentApplication((await findApplication(app.db, id))!, owner.language);
}

/** Edits a draft (DRAFT only, ARCHITECTURE.md, Decisions) and then makes the owner's move, when asked. */
export async function editDraft(
  app: App,
  owner: DraftOwner,
  row: ApplicationRow,
  fields: DraftFields,
  move?: 'SUBMITTED' | 'WITHDRAWN',
) {
  if (Object.values(fields).some((value) => value !== undefined) && row.status !== 'DRAFT')
    conflict('ONLY_DRAFT_EDITABLE');
  const edits = await draftColumns(app, owner, fields, row, move === 'SUBMITTED' && row.status === 'DRAFT');
  if (move === 'SUBMITTED') owner.checkSubmission?.({ ...row, ...edits });
  const submitted = move === 'SUBMITTED' && row.status === 'DRAFT';
  const verdict = submitted
    ? await eligibilityAtSubmission(app, {
        studentId: row.student_id,
        programId: edits.program_id !== undefined ? edits.program_id : row.program_id,
      })
    : null;
  await oneOpenApplication(() =>
    app.db.transaction().execute(async (trx) => {
      if (Object.keys(edits).length && !(await updateDraftApplication(trx, row.id, edits)))
        conflict('ONLY_DRAFT_EDITABLE');
      if (move)
        await transitionApplication(trx, {
          application: { id: row.id, status: row.status },
          to: move,
          actor: { userId: owner.user.id, role: 'owner' },
        });
      if (submitted) await saveEligibility(trx, row.id, verdict);
    }),
  );
  return presentApplication((await findApplication(app.db, row.id))!, owner.language);
}
