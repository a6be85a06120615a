import type { Updateable } from 'kysely';
import type * as v from 'valibot';
import type { ProgramUpdate } from '#sdk/schemas/program';
import type { ApplicantGroup, FeeForm, IntakeForm } from '#sdk/schemas/program-parts';
import { inEuros } from '#sdk/schemas/reference-rates';
import { broadFieldOf } from '#sdk/schemas/study-fields';
import type { Database } from '#server/db/tables/database.ts';

type Form = v.InferOutput<typeof ProgramUpdate>;
type Window = { opens?: string | null; closes?: string | null };

/** The new parts' columns of the programme row; only the fields given. */
export function partColumns(form: Form): Updateable<Database['programs']> {
  return {
    name_ar: form.nameAr,
    field_narrow: form.field === undefined ? undefined : form.field,
    field_broad: form.field === undefined ? undefined : form.field && broadFieldOf(form.field),
    languages: form.languages && JSON.stringify(form.languages),
    ects: form.ects,
    mode: form.mode,
    campus_city: form.campusCity,
    description: form.description,
    description_ar: form.descriptionAr,
    web_page: form.webPage,
    intake_note: form.intakeNote,
    application_fee: form.applicationFee === undefined ? undefined : (form.applicationFee?.amount ?? null),
    application_fee_currency: form.applicationFee === undefined ? undefined : (form.applicationFee?.currency ?? null),
    deposit: form.deposit === undefined ? undefined : (form.deposit?.amount ?? null),
    deposit_currency: form.deposit === undefined ? undefined : (form.deposit?.currency ?? null),
    requirements: form.requirements && JSON.stringify(form.requirements),
  };
}

const stated = (window: Window | undefined) => Boolean(window?.opens || window?.closes);

/**
 * An intake's rows, each group's window filled in: a group the university gives no window of
 * applies in the next wider group's (the visa group in the non-EU window, non-EU in the EU one).
 */
export function intakeColumns(intake: v.InferOutput<typeof IntakeForm>) {
  const windows: Record<ApplicantGroup, Window> = { ...intake.windows };
  if (!stated(windows.NON_EU)) windows.NON_EU = windows.EU;
  if (!stated(windows.NON_EU_VISA)) windows.NON_EU_VISA = windows.NON_EU;
  return {
    start_date: intake.startDate,
    seats: intake.seats ?? null,
    seats_taken: intake.seatsTaken ?? 0,
    eu_opens: windows.EU.opens ?? null,
    eu_closes: windows.EU.closes ?? null,
    non_eu_opens: windows.NON_EU.opens ?? null,
    non_eu_closes: windows.NON_EU.closes ?? null,
    non_eu_visa_opens: windows.NON_EU_VISA.opens ?? null,
    non_eu_visa_closes: windows.NON_EU_VISA.closes ?? null,
  };
}

export const feeColumns = (fee: v.InferOutput<typeof FeeForm>) => ({
  fee_group: fee.feeGroup,
  amount: fee.amount,
  currency: fee.currency,
  amount_eur: Math.round(inEuros(fee.amount, fee.currency)),
});
