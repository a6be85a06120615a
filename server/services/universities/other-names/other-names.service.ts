import type { Kysely } from 'kysely';
import type { OtherName, OtherNameFields, OtherNameKind } from '#sdk/schemas/other-names';
import { readOtherNames } from '#server/db/catalogue-names/stored-other-names.ts';
import { storeUniversityWords } from '#server/db/catalogue-words-refold.ts';
import type { Database } from '#server/db/tables/database.ts';
import { insertAuditEntries } from '#server/services/audit/audit.repository.ts';
import type { App } from '#server/utils/app.ts';
import { notFound } from '#server/utils/errors.ts';
import {
  deleteOtherName,
  findOtherName,
  insertOtherName,
  listOtherNames,
  universitiesNamed,
  updateOtherName,
} from './other-names.repository.ts';

type Row = NonNullable<Awaited<ReturnType<typeof findOtherName>>>;

const present = (row: Row): OtherName => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  otherNames: row.other_names,
  updatedAt: row.updated_at,
});

const UNIVERSITIES_PER_READ = 500;

/**
 * Stores anew the search words of the universities a changed row names (by their name, city or
 * country), with the other names as they are now. The universities' change raises the catalogue's
 * revision (as the row's own change does), so every instance's index is rebuilt from the new words
 * at its next search: no restart.
 */
async function refoldNamed(trx: Kysely<Database>, named: { kind: OtherNameKind; name: string }[]) {
  const names = await readOtherNames(trx);
  for (const { kind, name } of named) {
    for (let after = 0; ; ) {
      const rows = await universitiesNamed(trx, kind, name, after, UNIVERSITIES_PER_READ);
      await storeUniversityWords(trx, rows, names);
      if (rows.length < UNIVERSITIES_PER_READ) break;
      after = rows.at(-1)!.id;
    }
  }
}

/** GET /admin/other-names. */
export const otherNames = async (app: App) => ({ otherNames: (await listOtherNames(app.db)).map(present) });

/** POST /admin/other-names (the same kind and name twice is a 409, RECORD_EXISTS). */
export async function addOtherName(app: App, actorId: number, input: OtherNameFields) {
  return app.db.transaction().execute(async (trx) => {
    const row = await insertOtherName(trx, input);
    await refoldNamed(trx, [input]);
    await insertAuditEntries(trx, [
      {
        actorId,
        action: 'create',
        entity: 'other_name',
        entityId: row.id,
        label: row.name,
        before: null,
        after: input,
      },
    ]);
    return { otherName: present(row) };
  });
}

/** PUT /admin/other-names/{id}: the universities it named before and those it names now are found by the new names. */
export async function changeOtherName(app: App, actorId: number, id: number, input: OtherNameFields) {
  return app.db.transaction().execute(async (trx) => {
    const before = await findOtherName(trx, id);
    if (!before) notFound('OTHER_NAME_NOT_FOUND');
    const row = (await updateOtherName(trx, id, input))!;
    await refoldNamed(trx, [before, input]);
    await insertAuditEntries(trx, [
      {
        actorId,
        action: 'update',
        entity: 'other_name',
        entityId: id,
        label: row.name,
        before: { ...present(before) },
        after: input,
      },
    ]);
    return { otherName: present(row) };
  });
}

/** DELETE /admin/other-names/{id}. */
export async function removeOtherName(app: App, actorId: number, id: number) {
  return app.db.transaction().execute(async (trx) => {
    const before = await findOtherName(trx, id);
    if (!before) notFound('OTHER_NAME_NOT_FOUND');
    await deleteOtherName(trx, id);
    await refoldNamed(trx, [before]);
    await insertAuditEntries(trx, [
      {
        actorId,
        action: 'delete',
        entity: 'other_name',
        entityId: id,
        label: before.name,
        before: { ...present(before) },
        after: null,
      },
    ]);
    return { success: true as const };
  });
}
