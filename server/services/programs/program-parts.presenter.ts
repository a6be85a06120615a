import type { Selectable } from 'kysely';
import * as v from 'valibot';
import {
  type APPLICANT_GROUPS,
  type Charge,
  type Currency,
  type Fee,
  type FeeGroup,
  type Intake,
  type Requirements,
  RequirementsForm,
  type StudyMode,
} from '#sdk/schemas/program-parts';
import type { ProgramDetails } from '#sdk/schemas/program-parts';
import type { ProgramFeeTable, ProgramIntakeTable, ProgramTable } from '#server/db/tables/university.table.ts';
import { parseList } from '#server/services/universities/university.presenter.ts';
import { intakeStatus, WINDOW_COLUMNS } from './intake-status.ts';

type Details = { [K in keyof typeof ProgramDetails]: v.InferOutput<(typeof ProgramDetails)[K]> };

/** A programme's stored requirements (JSON); none when they do not read. */
export function requirementsOf(json: string): Requirements {
  try {
    const parsed = v.safeParse(RequirementsForm, JSON.parse(json));
    if (parsed.success) return parsed.output;
  } catch {
    // Not JSON: shown as no requirements.
  }
  return v.parse(RequirementsForm, {});
}

const charge = (amount: number | null, currency: string | null): Charge | null =>
  amount == null || !currency ? null : { amount, currency: currency as Currency };

export function presentIntake(row: Selectable<ProgramIntakeTable>, today: string): Intake {
  const window = (group: (typeof APPLICANT_GROUPS)[number]) => {
    const [opens, closes] = WINDOW_COLUMNS[group];
    return { opens: row[opens], closes: row[closes] };
  };
  return {
    id: row.id,
    startDate: row.start_date,
    seats: row.seats,
    seatsTaken: row.seats_taken,
    windows: { EU: window('EU'), NON_EU: window('NON_EU'), NON_EU_VISA: window('NON_EU_VISA') },
    deadlines: { EU: row.eu_closes, NON_EU: row.non_eu_closes, NON_EU_VISA: row.non_eu_visa_closes },
    status: intakeStatus(row, today),
  };
}

export const presentFee = (row: Selectable<ProgramFeeTable>): Fee => ({
  feeGroup: row.fee_group as FeeGroup,
  amount: row.amount,
  currency: row.currency as Currency,
  per: 'YEAR',
});

/** Everything about a programme beyond its name and level, from its row, intakes and fees. */
export function presentDetails(
  row: Selectable<ProgramTable>,
  intakes: Selectable<ProgramIntakeTable>[],
  fees: Selectable<ProgramFeeTable>[],
  today: string,
): Details {
  return {
    nameAr: row.name_ar,
    field: row.field_narrow && row.field_broad ? { broad: row.field_broad, narrow: row.field_narrow } : null,
    languages: parseList(row.languages),
    ects: row.ects,
    mode: row.mode as StudyMode,
    campusCity: row.campus_city,
    description: row.description,
    descriptionAr: row.description_ar,
    webPage: row.web_page,
    intakes: intakes.map((intake) => presentIntake(intake, today)),
    intakeNote: row.intake_note,
    fees: fees.map(presentFee),
    applicationFee: charge(row.application_fee, row.application_fee_currency),
    deposit: charge(row.deposit, row.deposit_currency),
    requirements: requirementsOf(row.requirements),
  };
}

/** Groups rows by their programme id. */
export function byProgram<T extends { program_id: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.program_id, [...(groups.get(row.program_id) ?? []), row]);
  return groups;
}
