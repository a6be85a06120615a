import type * as v from 'valibot';
import type { ContactMessagePayload, Lead, LeadListQuery, LeadPayload, LeadUpdate } from '#sdk/schemas/lead';
import type { Pagination } from '#sdk/schemas/common';
import type { App } from '#server/utils/app.ts';
import { conflict, notFound } from '#server/utils/errors.ts';
import { pageWindow, pagination } from '#server/utils/paginate.ts';
import { spend } from '#server/services/counters/rate-limit.ts';
import type { EmbedRow } from '#server/services/agencies/embed.repository.ts';
import { findUniversity } from '#server/services/universities/university.repository.ts';
import { notifyNewLead } from '#server/services/notifications/lead-notifications.ts';
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

/** Stores the lead and tells its inbox's owners, in one transaction. */
async function store(app: App, lead: NewLead): Promise<Lead> {
  const { id } = await app.db.transaction().execute(async (trx) => {
    const inserted = await insertLead(trx, lead);
    await notifyNewLead(trx, app.config.publicUrl, {
      agencyId: lead.agency_id ?? null,
      name: lead.name,
      kind: lead.kind,
    });
    return inserted;
  });
  return presentLead((await findLead(app.db, id))!);
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
  await limitRate(app, sender.address, agency?.id ?? null);
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
    program_name: payload.programName ?? null,
    degree_level: payload.degreeLevel ?? null,
    preferred_date: payload.preferredDate ?? null,
    language: payload.language,
    origin: sender.origin ?? null,
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
  return row;
}

/** Marks a lead new, contacted or closed; a converted lead keeps its status. */
export async function changeLeadStatus(
  app: App,
  inbox: Inbox,
  id: number,
  update: v.InferOutput<typeof LeadUpdate>,
): Promise<Lead> {
  const row = await leadInInbox(app, inbox, id);
  if (row.status === 'CONVERTED') conflict('LEAD_STATUS_LOCKED');
  await updateLead(app.db, id, { status: update.status });
  return presentLead({ ...row, status: update.status });
}
