import type { Kysely } from 'kysely';
import type { NotificationKind } from '#sdk/schemas/notification';
import type { Database } from '#server/db/tables/database.ts';

export const insertNotifications = (
  db: Kysely<Database>,
  rows: { userId: number; kind: NotificationKind; applicationId: number | null; params: Record<string, string> }[],
) =>
  rows.length
    ? db
        .insertInto('notifications')
        .values(
          rows.map((row) => ({
            user_id: row.userId,
            kind: row.kind,
            application_id: row.applicationId,
            params: JSON.stringify(row.params),
          })),
        )
        .execute()
    : Promise.resolve([]);

export async function listNotifications(
  db: Kysely<Database>,
  userId: number,
  window: { offset: number; limit: number },
) {
  const mine = db.selectFrom('notifications').where('user_id', '=', userId);
  const [rows, counts] = await Promise.all([
    mine.selectAll().orderBy('id', 'desc').offset(window.offset).limit(window.limit).execute(),
    mine
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.count<number>('id').filterWhere('read_at', 'is', null).as('unread'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counts.total), unread: Number(counts.unread) };
}

export const markNotificationsRead = (db: Kysely<Database>, userId: number, ids?: number[]) =>
  db
    .updateTable('notifications')
    .set({ read_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .$if(Boolean(ids), (q) => q.where('id', 'in', ids!.length ? ids! : [0]))
    .execute();

/** The users among `userIds` who turned off the e-mails of `kind`. */
export async function optedOut(db: Kysely<Database>, userIds: number[], kind: NotificationKind) {
  if (!userIds.length) return new Set<number>();
  const rows = await db
    .selectFrom('email_opt_outs')
    .select('user_id')
    .where('kind', '=', kind)
    .where('user_id', 'in', userIds)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

export const findEmailSettings = async (db: Kysely<Database>, userId: number) => {
  const [user, off] = await Promise.all([
    db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('email_opt_outs').select('kind').where('user_id', '=', userId).orderBy('kind').execute(),
  ]);
  return { language: user.language, emailOff: off.map((row) => row.kind) };
};

export const saveEmailSettings = (
  db: Kysely<Database>,
  userId: number,
  settings: { language: string; emailOff: string[] },
) =>
  db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ language: settings.language }).where('id', '=', userId).execute();
    await trx.deleteFrom('email_opt_outs').where('user_id', '=', userId).execute();
    if (settings.emailOff.length)
      await trx
        .insertInto('email_opt_outs')
        .values([...new Set(settings.emailOff)].map((kind) => ({ user_id: userId, kind })))
        .execute();
  });
