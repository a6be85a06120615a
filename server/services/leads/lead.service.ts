import type * as v from 'valibot';
import type { ContactMessagePayload, Lead, LeadListQuery, LeadPayload, LeadUpdate } from '#sdk/schemas/lead';
import type { Pagination } from '#sdk/schemas/common';
import type { App } from '../../utils/app.ts';
import { conflict, fail, notFound } from '../../utils/errors.ts';
import { pageWindow, pagination } from '../../utils/paginate.ts';
import type { EmbedRow } from '../agencies/embed.repository.ts';
import { findUniversity } from '../universities/university.repository.ts';
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
  const [byAddress, byAgency] = await Promise.all([
    app.counters.hit(`leads:address:${address}`, windowSeconds),
    agencyId === null ? 0 : app.counters.hit(`leads:agency:${agencyId}`, windowSeconds),
  ]);
  if (byAddress > perAddress || byAgency > perAgency) fail(429, 'RATE_LIMITED', 'Too many requests. Please try again later.');
}

async function store(app: App, lead: NewLead): Promise<Lead> {
  const { id } = await insertLead(app.db, lead);
  return presentLead((await findLead(app.db, id))!);
}

/** The contact form: a message for the admins (DESIGN.md: the contact form stores the message). */
export async function submitContact(app: App, payload: v.InferOutput<typeof ContactMessagePayload>, sender: LeadSender): Promise<Lead> {
  await limitRate(app, sender.address, null);
  return store(app, {
    agency_id: null, university_id: null, kind: 'contact', name: payload.name, email: payload.email, subject: payload.subject,
    message: payload.message, inquiry_type: payload.inquiryType, origin: sender.origin ?? null,
    phone: null, nationality: null, program_name: null, degree_level: null, preferred_date: null,
  });
}

/** A consultation, information or apply request: to the agency's inbox when its widget sent it, else the admins'. */
export async function submitLead(app: App, payload: v.InferOutput<typeof LeadPayload>, agency: EmbedRow | undefined, sender: LeadSender): Promise<Lead> {
  if (payload.universityId !== undefined && !(await findUniversity(app.db, payload.universityId))) notFound('University');
  await limitRate(app, sender.address, agency?.id ?? null);
  return store(app, {
    agency_id: agency?.id ?? null, university_id: payload.universityId ?? null, kind: payload.kind, name: payload.name,
    email: payload.email, phone: payload.phone ?? null, nationality: payload.nationality ?? null, subject: null,
    message: payload.message ?? null, inquiry_type: null, program_name: payload.programName ?? null,
    degree_level: payload.degreeLevel ?? null, preferred_date: payload.preferredDate ?? null, language: payload.language,
    origin: sender.origin ?? null,
  });
}

export async function listInbox(app: App, inbox: Inbox, query: v.InferOutput<typeof LeadListQuery>): Promise<{ leads: Lead[]; pagination: Pagination }> {
  const { rows, total } = await listLeads(app.db, inbox, query, pageWindow(query.page, query.limit));
  return { leads: rows.map(presentLead), pagination: pagination(query.page, query.limit, total) };
}

/** A lead of the inbox, 404 for another inbox's lead (its existence is not revealed). */
export async function leadInInbox(app: App, inbox: Inbox, id: number) {
  const row = await findLead(app.db, id);
  if (!row || row.agency_id !== inbox.agencyId) notFound('Lead');
  return row;
}

/** Marks a lead new, contacted or closed; a converted lead keeps its status. */
export async function changeLeadStatus(app: App, inbox: Inbox, id: number, update: v.InferOutput<typeof LeadUpdate>): Promise<Lead> {
  const row = await leadInInbox(app, inbox, id);
  if (row.status === 'CONVERTED') conflict('This lead has been converted to a student; its status can no longer change');
  await updateLead(app.db, id, { status: update.status });
  return presentLead({ ...row, status: update.status });
}
