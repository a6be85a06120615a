import type * as v from 'valibot';
import type { AgencyOffice, AgencyOfficeForm, AgencyOfficeList } from '#sdk/schemas/agency-office';
import type { App } from '#server/utils/app.ts';
import { conflict, forbidden, notFound } from '#server/utils/errors.ts';
import { insertAuditEntries } from '#server/services/audit/audit.repository.ts';
import type { AgencyAccess } from './agency-access.ts';
import { requireAgency } from './current-agency.ts';
import {
  deleteOffice,
  findOffice,
  insertOffice,
  listOffices,
  type OfficeRow,
  renameOffice,
} from './office.repository.ts';

/** Agency staff actions are in the audit log. */
const audit = (app: App, actorId: number, action: string, entityId: number, label: string) =>
  insertAuditEntries(app.db, [{ actorId, action, entity: 'agency_office', entityId, label }]);

const presentOffice = (row: OfficeRow): AgencyOffice => ({
  id: row.id,
  name: row.name,
  memberCount: Number(row.member_count ?? 0),
  studentCount: Number(row.student_count ?? 0),
  createdAt: row.created_at,
});

/** GET /agency/offices: every member sees the offices (to name where a student or colleague works). */
export async function agencyOffices(app: App, userId: number): Promise<AgencyOfficeList> {
  const agency = await requireAgency(app.db, userId);
  return { offices: (await listOffices(app.db, agency.id)).map(presentOffice) };
}

/**
 * The owner and managers keep the offices (owner-routes.ts refuses counsellors); a manager limited
 * to one office does not change the others' (403).
 */
async function requireOfficeKeeper(app: App, userId: number): Promise<AgencyAccess> {
  const agency = await requireAgency(app.db, userId);
  if (agency.officeId !== null) forbidden();
  return agency;
}

async function presentOne(app: App, agencyId: number, id: number) {
  const row = (await listOffices(app.db, agencyId)).find((office) => office.id === id);
  if (!row) notFound('OFFICE_NOT_FOUND');
  return presentOffice(row);
}

/** POST /agency/offices. */
export async function createOffice(
  app: App,
  userId: number,
  payload: v.InferOutput<typeof AgencyOfficeForm>,
): Promise<AgencyOffice> {
  const agency = await requireOfficeKeeper(app, userId);
  const { id } = await insertOffice(app.db, agency.id, payload.name);
  await audit(app, userId, 'create', id, payload.name);
  return presentOne(app, agency.id, id);
}

/** PUT /agency/offices/{id}: a new name. */
export async function updateOffice(
  app: App,
  userId: number,
  id: number,
  payload: v.InferOutput<typeof AgencyOfficeForm>,
): Promise<AgencyOffice> {
  const agency = await requireOfficeKeeper(app, userId);
  if (!(await findOffice(app.db, agency.id, id))) notFound('OFFICE_NOT_FOUND');
  await renameOffice(app.db, id, payload.name);
  await audit(app, userId, 'update', id, payload.name);
  return presentOne(app, agency.id, id);
}

/**
 * DELETE /agency/offices/{id}: only an office nobody works in (409 otherwise: a manager limited to
 * it would otherwise see every office); its students keep no office.
 */
export async function removeOffice(app: App, userId: number, id: number): Promise<void> {
  const agency = await requireOfficeKeeper(app, userId);
  const office = (await listOffices(app.db, agency.id)).find((row) => row.id === id);
  if (!office) notFound('OFFICE_NOT_FOUND');
  if (Number(office.member_count ?? 0) > 0) conflict('OFFICE_IN_USE');
  await deleteOffice(app.db, id);
  await audit(app, userId, 'delete', id, office.name);
}
