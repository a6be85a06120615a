import { randomUUID } from 'node:crypto';
import type * as v from 'valibot';
import type { AdminAgencyQuery, AgencyBulkAction, AgencyStats, BulkActionResult } from '#sdk/schemas/admin';
import type { AdminAgencyCreate, AdminAgencyUpdate, Agency } from '#sdk/schemas/agency';
import type { Pagination } from '#sdk/schemas/common';
import type { App } from '#server/utils/app.ts';
import { conflict, notFound } from '#server/utils/errors.ts';
import { pageWindow, pagination } from '#server/utils/paginate.ts';
import { uniqueAgencySlug } from '#server/services/agencies/agency-slug.ts';
import { presentAgency } from '#server/services/agencies/agency.presenter.ts';
import { insertAgency, updateAgency } from '#server/services/agencies/agency.repository.ts';
import { type AuditEntry, insertAuditEntries } from '#server/services/audit/audit.repository.ts';
import { hashPassword } from '#server/services/auth/password.ts';
import { inviteToSetPassword, unknownPasswordHash } from '#server/services/auth/account-invitation.ts';
import { revokeUserSessions } from '#server/services/auth/session.repository.ts';
import { deleteUsers, insertUser, setUsersActive } from '#server/services/auth/user.repository.ts';
import { discardFiles } from '#server/services/files/file-store.ts';
import {
  agencyFigures,
  findAgenciesByIds,
  findAgencyById,
  listAdminAgencies,
  setAgenciesActive,
} from './admin-agencies.repository.ts';
import { bulkOutcome, switchInBulk } from './bulk-action.ts';

/** Spec part 2, 5: an agency with students or applications cannot be deleted. */

const isUniqueViolation = (error: unknown) => /unique|duplicate/i.test(String((error as Error)?.message));

async function presentOne(app: App, id: number): Promise<Agency> {
  const row = await findAgencyById(app.db, id);
  if (!row) notFound('AGENCY_NOT_FOUND');
  return presentAgency(row);
}

/** GET /admin/agencies: one page, and figures over every agency. */
export async function adminAgencyList(
  app: App,
  query: v.InferOutput<typeof AdminAgencyQuery>,
): Promise<{ agencies: Agency[]; pagination: Pagination; stats: AgencyStats }> {
  const { page, limit, ...filter } = query;
  const [{ rows, total }, figures] = await Promise.all([
    listAdminAgencies(app.db, filter, pageWindow(page, limit)),
    agencyFigures(app.db),
  ]);
  return {
    agencies: rows.map(presentAgency),
    pagination: pagination(page, limit, total),
    stats: {
      total: Number(figures.total),
      activeSubscriptions: Number(figures.active ?? 0),
      professionalPlus: Number(figures.professional_plus ?? 0),
      countries: Number(figures.countries),
    },
  };
}

/** The agency's columns of the form's fields sent. */
function agencyColumns(form: v.InferOutput<typeof AdminAgencyUpdate>) {
  const columns = {
    name: form.name,
    country: form.country,
    city: form.city,
    phone: form.phone,
    website: form.website,
    company_description: form.companyDescription,
    subscription_tier: form.subscriptionTier,
    subscription_active: form.subscriptionActive,
    brand_color: form.brandColor,
    agency_slug: form.agencySlug,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/**
 * POST /admin/agencies/create: the agency and its AGENCY account, in one transaction; without a password the
 * account is e-mailed a link to set its own.
 */
export async function createAgency(
  app: App,
  actorId: number,
  form: v.InferOutput<typeof AdminAgencyCreate>,
): Promise<{ agency: Agency }> {
  const passwordHash = form.password ? await hashPassword(form.password) : await unknownPasswordHash();
  const slug = form.agencySlug ?? (await uniqueAgencySlug(app.db, form.name));
  const { password: _secret, ...shown } = form;
  const id = await app.db
    .transaction()
    .execute(async (trx) => {
      const user = await insertUser(trx, {
        email: form.email,
        passwordHash,
        userType: 'AGENCY',
        isActive: form.subscriptionActive,
      });
      const agency = await insertAgency(trx, {
        ...agencyColumns(form),
        name: form.name,
        country: form.country,
        subscription_tier: form.subscriptionTier,
        user_id: user.id,
        agency_slug: slug,
      });
      await insertAuditEntries(trx, [
        { actorId, action: 'create', entity: 'agency', entityId: agency.id, label: form.name, after: shown },
      ]);
      if (!form.password)
        await inviteToSetPassword(
          trx,
          app.config.publicUrl,
          { id: user.id, email: form.email },
          { kind: 'ACCOUNT_CREATED' },
        );
      return agency.id;
    })
    .catch((error) => {
      if (!isUniqueViolation(error)) throw error;
      conflict(/slug/i.test(String(error?.message)) ? 'SLUG_TAKEN' : 'EMAIL_TAKEN');
    });
  return { agency: await presentOne(app, id) };
}

/** PUT /admin/agencies/{id}: the fields sent (never e-mail or password); turning it off signs its user out. */
export async function editAgency(
  app: App,
  actorId: number,
  id: number,
  form: v.InferOutput<typeof AdminAgencyUpdate>,
): Promise<{ agency: Agency }> {
  const before = await presentOne(app, id);
  const row = (await findAgencyById(app.db, id))!;
  const changed = Object.entries(form).filter(
    ([field, value]) => value !== undefined && JSON.stringify(before[field as keyof Agency]) !== JSON.stringify(value),
  );
  await app.db
    .transaction()
    .execute(async (trx) => {
      const columns = agencyColumns(form);
      if (Object.keys(columns).length) await updateAgency(trx, id, columns);
      if (form.subscriptionActive !== undefined && form.subscriptionActive !== before.subscriptionActive)
        await setActive(trx, [row], form.subscriptionActive);
      if (changed.length)
        await insertAuditEntries(trx, [
          {
            actorId,
            action: 'update',
            entity: 'agency',
            entityId: id,
            label: form.name ?? before.name,
            before: Object.fromEntries(changed.map(([field]) => [field, before[field as keyof Agency]])),
            after: Object.fromEntries(changed),
          },
        ]);
    })
    .catch((error) => {
      if (isUniqueViolation(error)) conflict('SLUG_TAKEN');
      throw error;
    });
  return { agency: await presentOne(app, id) };
}

/**
 * An agency on or off: its users can or cannot sign in, and its widgets do or do not take
 * requests. Off also ends every session of its user at once.
 */
async function setActive(trx: App['db'], rows: { id: number; user_id: number }[], active: boolean) {
  await setAgenciesActive(
    trx,
    rows.map((row) => row.id),
    active,
  );
  await setUsersActive(
    trx,
    rows.map((row) => row.user_id),
    active,
  );
  if (!active) for (const row of rows) await revokeUserSessions(trx, row.user_id);
}

async function removeAgencies(app: App, actorId: number, ids: number[], batchId?: string) {
  const rows = await findAgenciesByIds(app.db, ids);
  const inUse = rows.filter((row) => Number(row.student_count) > 0 || Number(row.application_count) > 0);
  if (inUse.length === 1 && ids.length === 1) conflict('AGENCY_IN_USE');
  if (inUse.length) conflict({ reason: 'AGENCIES_IN_USE', params: { names: inUse.map((row) => row.name).join(', ') } });
  await app.db.transaction().execute(async (trx) => {
    await deleteUsers(
      trx,
      rows.map((row) => row.user_id),
    );
    await insertAuditEntries(
      trx,
      rows.map(
        (row): AuditEntry => ({
          actorId,
          action: 'delete',
          entity: 'agency',
          entityId: row.id,
          label: row.name,
          before: { name: row.name, email: row.email, country: row.country },
          batchId,
        }),
      ),
    );
  });
  await discardFiles(
    app.files,
    rows.flatMap((row) => (row.logo_key ? [row.logo_key] : [])),
  );
  return rows.map((row) => row.id);
}

/** DELETE /admin/agencies/{id}: 409 while it has students or applications. */
export async function deleteAgency(app: App, actorId: number, id: number): Promise<{ success: true }> {
  if (!(await findAgencyById(app.db, id))) notFound('AGENCY_NOT_FOUND');
  await removeAgencies(app, actorId, [id]);
  return { success: true };
}

/** POST /admin/agencies/bulk-action: unknown ids are skipped; a delete refuses as a whole when any agency is in use. */
export async function agencyBulkAction(
  app: App,
  actorId: number,
  { action, agencyIds }: v.InferOutput<typeof AgencyBulkAction>,
): Promise<BulkActionResult> {
  const ids = [...new Set(agencyIds)];
  const batchId = randomUUID();
  let affected: number[];
  if (action === 'delete') affected = await removeAgencies(app, actorId, ids, batchId);
  else {
    const active = action === 'activate';
    const rows = await findAgenciesByIds(app.db, ids);
    affected = rows.map((row) => row.id);
    await switchInBulk(app, {
      actorId,
      action,
      batchId,
      rows,
      set: (trx) => setActive(trx, rows, active),
      entity: 'agency',
      label: (row) => row.name,
      field: 'subscriptionActive',
      was: (row) => Boolean(row.subscription_active),
      value: active,
    });
  }
  return bulkOutcome(action, ids, affected, 'Agency not found');
}
