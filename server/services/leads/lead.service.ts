import type * as v from 'valibot';
import type { ContactMessagePayload, Lead, LeadListQuery, LeadUpdate } from '#sdk/schemas/lead';
import type { LeadPayload } from '#sdk/schemas/lead-payload';
import type { Pagination } from '#sdk/schemas/common';
import type { App } from '#server/utils/app.ts';
import { conflict, notFound } from '#server/utils/errors.ts';
import { pageWindow, pagination } from '#server/utils/paginate.ts';
import { spend } from '#server/services/counters/rate-limit.ts';
import type { EmbedRow } from '#server/services/agencies/embed.repository.ts';
import { assigneeFor } from '#server/services/agencies/assignee.ts';
import { leadAssigneeFor } from '#server/services/agencies/lead-assignment.ts';
import { inScope } from '#server/services/agencies/current-agency.ts';
import { findUniversity } from '#server/services/universities/university.repository.ts';
import { type ChosenProgramme, checkProgrammeChoice } from '#server/services/applications/programme-choice.ts';
import { notifyNewLead } from '#server/services/notifications/lead-notifications.ts';
import { publishAgencyEvent } from '#server/services/webhooks/publish.ts';
import { leadCheck } from '#server/services/eligibility/eligibility.service.ts';
import { presentLead } from './lead.presenter.ts';
import { type Inbox, type NewLead, findLead, insertLead, listLeads, updateLead } from './lead.repository.ts';

/** Where a lead came from: the sender's network address and the page's origin. */
export interface LeadSender {
  address: string;
  origin?: string;
}

/** Leads are counted per sender address and per agency inbox (in Redis when set, so across instances). */
async function limitRate(app: App, address: string, agencyId: number | null) {
  const { perAddress, perAgency, windowSeconds } = app.config.leadLimits;
  await spend(
    app.counters,
    [
      { key: `leads:address:${address}`, max: perAddress, windowSeconds },
      ...(agencyId === null ? [] : [{ key: `leads:agency:${agencyId}`, max: perAgency, windowSeconds }]),
    ],
    'TOO_MANY_REQUESTS',
  );
}

/** Stores the lead, assigned as the agency chose (lead-assignment.ts), and tells its inbox's owners (and their webhooks), in one transaction. */
async function store(app: App, lead: NewLead): Promise<Lead> {
  return app.db.transaction().execute(async (trx) => {
    const assigned = lead.agency_id ? await leadAssigneeFor(trx, app.dialect, lead.agency_id) : null;
    const { id } = await insertLead(trx, { ...lead, assigned_member_id: assigned });
    await notifyNewLead(trx, app.config.publicUrl, {
      agencyId: lead.agency_id ?? null,
      name: lead.name,
      kind: lead.kind,
    });
    const stored = presentLead((await findLead(trx, id))!);
    if (lead.agency_id)
      await publishAgencyEvent(trx, lead.agency_id, {
        name: 'lead.created',
        resource: `lead:${id}`,
        data: { lead: stored },
      });
    return stored;
  });
}

/** The contact form: a message for the admins (ARCHITECTURE.md, Decisions: the contact form stores the message). */
export async function submitContact(
  app: App,
  payload: v.InferOutput<typeof ContactMessagePayload>,
  sender: LeadSender,
): Promise<Lead> {
  await limitRate(app, sender.address, null);
  return store(app, {
    agency_id: null,
    university_id: null,
    kind: 'contact',
    name: payload.name,
    email: payload.email,
    subject: payload.subject,
    message: payload.message,
    inquiry_type: payload.inquiryType,
    origin: sender.origin ?? null,
    phone: null,
    nationality: null,
    program_name: null,
    degree_level: null,
    preferred_date: null,
  });
}

/** A consultation, information or apply request: to the agency's inbox when its widget sent it, else the admins'. */
export async function submitLead(
  app: App,
  payload: v.InferOutput<typeof LeadPayload>,
  agency: EmbedRow | undefined,
  sender: LeadSender,
): Promise<Lead> {
  if (payload.universityId !== undefined && !(await findUniversity(app.db, payload.universityId)))
    notFound('UNIVERSITY_NOT_FOUND');
  const programme: ChosenProgramme =
    payload.programId == null && payload.intakeId == null
      ? { program_id: null, intake_id: null, intake_start_date: null }
      : await checkProgrammeChoice(
          app.db,
          {
            universityId: payload.universityId ?? 0,
            programId: payload.programId ?? null,
            intakeId: payload.intakeId ?? null,
          },
          payload.nationality ?? null,
          'optional',
        );
  await limitRate(app, sender.address, agency?.id ?? null);
  const check = payload.eligibilityCheck
    ? await leadCheck(app, payload.eligibilityCheck.profile, payload.eligibilityCheck.programIds)
    : null;
  return store(app, {
    agency_id: agency?.id ?? null,
    university_id: payload.universityId ?? null,
    kind: payload.kind,
    name: payload.name,
    email: payload.email,
    phone: payload.phone ?? null,
    nationality: payload.nationality ?? null,
    subject: null,
    message: payload.message ?? null,
    inquiry_type: null,
    program_name: programme.program_name ?? payload.programName ?? null,
    program_id: programme.program_id,
    intake_id: programme.intake_id,
    degree_level: payload.degreeLevel ?? null,
    preferred_date: payload.preferredDate ?? null,
    language: payload.language,
    origin: sender.origin ?? null,
    eligibility_check: check ? JSON.stringify(check) : null,
  });
}

export async function listInbox(
  app: App,
  inbox: Inbox,
  query: v.InferOutput<typeof LeadListQuery>,
): Promise<{ leads: Lead[]; pagination: Pagination }> {
  const { rows, total } = await listLeads(app.db, inbox, query, pageWindow(query.page, query.limit));
  return { leads: rows.map(presentLead), pagination: pagination(query.page, query.limit, total) };
}

/** A lead of the inbox, 404 for another inbox's lead (its existence is not revealed). */
export async function leadInInbox(app: App, inbox: Inbox, id: number) {
  const row = await findLead(app.db, id);
  if (!row || row.agency_id !== inbox.agencyId) notFound('LEAD_NOT_FOUND');
  if (
    inbox.access &&
    !inScope(inbox.access, { assignedMemberId: row.assigned_member_id, officeId: row.assigned_office_id })
  )
    notFound('LEAD_NOT_FOUND');
  return row;
}

/** Marks a lead new, contacted or closed (a converted lead keeps its status); an agency's lead is also assigned here. */
export async function changeLeadStatus(
  app: App,
  inbox: Inbox,
  id: number,
  update: v.InferOutput<typeof LeadUpdate>,
): Promise<Lead> {
  const row = await leadInInbox(app, inbox, id);
  if (update.status && row.status === 'CONVERTED') conflict('LEAD_STATUS_LOCKED');
  const assigned = inbox.access ? await assigneeFor(app.db, inbox.access, update.assignedMemberId, false) : undefined;
  const changes = {
    ...(update.status ? { status: update.status } : {}),
    ...(assigned !== undefined ? { assigned_member_id: assigned } : {}),
  };
  if (Object.keys(changes).length) await updateLead(app.db, id, changes);
  return presentLead({ ...row, ...changes });
}
