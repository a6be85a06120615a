import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/tables/database.ts';

export const findStudentByUser = (db: Kysely<Database>, userId: number) =>
  db.selectFrom('students').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const findStudent = (db: Kysely<Database>, id: number) => db.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirst();

export const insertStudent = (db: Kysely<Database>, values: Insertable<Database['students']>) =>
  db.insertInto('students').values(values).returning('id').executeTakeFirstOrThrow();

export const updateStudent = (db: Kysely<Database>, id: number, changes: Updateable<Database['students']>) =>
  db.updateTable('students').set({ ...changes, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
