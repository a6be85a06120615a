import type { Kysely } from 'kysely';
import type { UserType } from '#sdk/schemas/enums';
import type { Database } from '#server/db/tables/database.ts';
import { contains } from '#server/utils/contains.ts';

export interface AdminUserFilter {
  search?: string;
  userType?: UserType;
  isActive?: boolean;
}

function filtered(db: Kysely<Database>, filter: AdminUserFilter) {
  let query = db
    .selectFrom('users')
    .leftJoin('agencies', 'agencies.user_id', 'users.id')
    .leftJoin('universities', 'universities.user_id', 'users.id');
  if (filter.userType) query = query.where('users.user_type', '=', filter.userType);
  if (filter.isActive !== undefined) query = query.where('users.is_active', '=', filter.isActive);
  if (filter.search) {
    const search = filter.search;
    query = query.where((eb) =>
      eb.or(
        (['users.email', 'agencies.name', 'universities.name'] as const).map((column) =>
          contains(eb.ref(column), search),
        ),
      ),
    );
  }
  return query;
}

/** One page of users, newest first, with their agency or university name. */
export async function listAdminUsers(
  db: Kysely<Database>,
  filter: AdminUserFilter,
  page: { offset: number; limit: number },
) {
  const base = filtered(db, filter);
  const [rows, count] = await Promise.all([
    base
      .select([
        'users.id',
        'users.email',
        'users.user_type',
        'users.is_active',
        'users.last_login',
        'users.created_at',
        'agencies.name as agency_name',
        'universities.name as university_name',
      ])
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export const findAdminUser = (db: Kysely<Database>, id: number) =>
  filtered(db, {})
    .select([
      'users.id',
      'users.email',
      'users.user_type',
      'users.is_active',
      'users.last_login',
      'users.created_at',
      'agencies.name as agency_name',
      'universities.name as university_name',
    ])
    .where('users.id', '=', id)
    .executeTakeFirst();

export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof findAdminUser>>>;
