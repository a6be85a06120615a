import { randomUUID } from 'node:crypto';
import type * as v from 'valibot';
import type { AdminUniversity, AdminUniversityQuery, BulkActionResult, UniversityBulkAction } from '#sdk/schemas/admin';
import type { Pagination } from '#sdk/schemas/common';
import type { University, UniversityForm, UniversityUpdate } from '#sdk/schemas/university';
import type { App } from '#server/utils/app.ts';
import { conflict, notFound } from '#server/utils/errors.ts';
import { pageWindow, pagination } from '#server/utils/paginate.ts';
import { type AuditEntry, insertAuditEntries } from '#server/services/audit/audit.repository.ts';
import { discardFiles } from '#server/services/files/file-store.ts';
import { presentUniversity } from '#server/services/universities/university.presenter.ts';
import {
  findUniversity,
  insertUniversity,
  updateUniversity,
  type UniversityValues,
} from '#server/services/universities/university.repository.ts';
import {
  adminUniversityPage,
  countApplicationsByUniversity,
  deleteUniversities,
  findUniversitiesByIds,
  setUniversitiesFeatured,
} from './admin-universities.repository.ts';
import { changedFields, universityValues } from './university-form.ts';
import { bulkOutcome, switchInBulk } from './bulk-action.ts';

/** Spec part 2, 2: a university with applications cannot be deleted. */

async function presentOne(app: App, id: number): Promise<University> {
  const row = await findUniversity(app.db, id);
  if (!row) notFound('UNIVERSITY_NOT_FOUND');
  return presentUniversity(row);
}

/** GET /admin/universities (spec part 2, 7): featured first, then by name, with each one's applications. */
export async function adminUniversityList(
  app: App,
  query: v.InferOutput<typeof AdminUniversityQuery>,
): Promise<{ universities: AdminUniversity[]; pagination: Pagination }> {
  const { page, limit, ...filter } = query;
  const { rows, total } = await adminUniversityPage(app.db, app.dialect, filter, pageWindow(page, limit));
  const counts = await countApplicationsByUniversity(
    app.db,
    rows.map((row) => row.id),
  );
  return {
    universities: rows.map((row) => ({
      ...presentUniversity(row),
      _count: { applications: counts.get(row.id) ?? 0 },
    })),
    pagination: pagination(page, limit, total),
  };
}

/** POST /admin/universities/create. */
export async function createUniversity(
  app: App,
  actorId: number,
  form: v.InferOutput<typeof UniversityForm>,
): Promise<{ university: University }> {
  const id = await app.db.transaction().execute(async (trx) => {
    const created = await insertUniversity(trx, universityValues(form) as UniversityValues);
    await insertAuditEntries(trx, [
      { actorId, action: 'create', entity: 'university', entityId: created, label: form.name, after: form },
    ]);
    return created;
  });
  return { university: await presentOne(app, id) };
}

/**
 * PUT /admin/universities/{id}: only the fields sent change. An image URL edited away from the
 * uploaded image lets the stored file go.
 */
export async function editUniversity(
  app: App,
  actorId: number,
  id: number,
  form: v.InferOutput<typeof UniversityUpdate>,
): Promise<{ university: University }> {
  const before = await presentOne(app, id);
  const [stored] = await findUniversitiesByIds(app.db, [id]);
  const dropsImage = form.imageUrl !== undefined && form.imageUrl !== stored.image_url && stored.image_key !== null;
  const changes = changedFields(before, form);
  await app.db.transaction().execute(async (trx) => {
    await updateUniversity(trx, id, { ...universityValues(form), ...(dropsImage ? { image_key: null } : {}) });
    if (Object.keys(changes.after).length)
      await insertAuditEntries(trx, [
        { actorId, action: 'update', entity: 'university', entityId: id, label: form.name ?? before.name, ...changes },
      ]);
  });
  if (dropsImage) await discardFiles(app.files, [stored.image_key!]);
  return { university: await presentOne(app, id) };
}

/** The rows of `ids` that exist, and the audit entries and image keys a delete of them means. */
async function removeUniversities(app: App, actorId: number, ids: number[], batchId?: string) {
  const rows = await findUniversitiesByIds(app.db, ids);
  const found = rows.map((row) => row.id);
  await app.db.transaction().execute(async (trx) => {
    const counts = await countApplicationsByUniversity(trx, found);
    const refused = rows.filter((row) => counts.has(row.id));
    if (refused.length === 1 && ids.length === 1) conflict('UNIVERSITY_HAS_APPLICATIONS');
    if (refused.length)
      conflict({
        reason: 'UNIVERSITIES_HAVE_APPLICATIONS',
        params: { names: refused.map((row) => row.name).join(', ') },
      });
    // An application added since the count is protected by its foreign key: the same refusal.
    await deleteUniversities(trx, found).catch(() => conflict('UNIVERSITY_HAS_APPLICATIONS'));
    await insertAuditEntries(
      trx,
      rows.map(
        (row): AuditEntry => ({
          actorId,
          action: 'delete',
          entity: 'university',
          entityId: row.id,
          label: row.name,
          before: { name: row.name, featured: Boolean(row.featured) },
          batchId,
        }),
      ),
    );
  });
  await discardFiles(
    app.files,
    rows.flatMap((row) => (row.image_key ? [row.image_key] : [])),
  );
  return found;
}

/** DELETE /admin/universities/{id}: 409 when it has applications. */
export async function deleteUniversity(app: App, actorId: number, id: number): Promise<{ success: true }> {
  const [row] = await findUniversitiesByIds(app.db, [id]);
  if (!row) notFound('UNIVERSITY_NOT_FOUND');
  await removeUniversities(app, actorId, [id]);
  return { success: true };
}

/**
 * POST /admin/universities/bulk-action. Unknown ids are skipped and named; a delete refuses as a
 * whole when any chosen university has applications, naming them.
 */
export async function universityBulkAction(
  app: App,
  actorId: number,
  { action, universityIds }: v.InferOutput<typeof UniversityBulkAction>,
): Promise<BulkActionResult> {
  const ids = [...new Set(universityIds)];
  const batchId = randomUUID();
  let affected: number[];
  if (action === 'delete') affected = await removeUniversities(app, actorId, ids, batchId);
  else {
    const featured = action === 'feature';
    const rows = await findUniversitiesByIds(app.db, ids);
    affected = rows.map((row) => row.id);
    await switchInBulk(app, {
      actorId,
      action,
      batchId,
      rows,
      set: (trx) => setUniversitiesFeatured(trx, affected, featured),
      entity: 'university',
      label: (row) => row.name,
      field: 'featured',
      was: (row) => Boolean(row.featured),
      value: featured,
    });
  }
  return bulkOutcome(action, ids, affected, 'University not found');
}
