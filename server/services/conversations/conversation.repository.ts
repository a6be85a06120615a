import { type Kysely, sql } from 'kysely';
import type { ApplicationStatus, UserType } from '#sdk/schemas/enums';
import { UNIVERSITY_APPLICATION_STATUSES } from '#sdk/schemas/university-review';
import type { Database } from '#server/db/tables/database.ts';
import { memberName } from '#server/services/agencies/member-name.ts';

export interface Reader {
  id: number;
  userType: UserType;
}

/** The statuses from which the university takes part in an application's conversation. */
export const UNIVERSITY_STAGE: readonly ApplicationStatus[] = UNIVERSITY_APPLICATION_STATUSES;

/** Admins and the university are staff: they write internal notes and read them. */
export const isStaff = (reader: Reader) => reader.userType === 'ADMIN' || reader.userType === 'UNIVERSITY';

/** The ids of the applications whose conversation `reader` takes part in. */
export function readableApplications(db: Kysely<Database>, reader: Reader) {
  const base = db.selectFrom('applications as a').innerJoin('students as s', 's.id', 'a.student_id').select('a.id');
  switch (reader.userType) {
    case 'ADMIN':
      return base;
    case 'STUDENT':
      return base.where('s.user_id', '=', reader.id);
    case 'AGENCY': {
      // The agency of its owner or member (agency-access.ts); a counsellor's: only their students' applications.
      const memberships = db.selectFrom('agency_members').where('user_id', '=', reader.id);
      const agencies = db
        .selectFrom('agencies')
        .select('id')
        .where((eb) => eb.or([eb('user_id', '=', reader.id), eb('id', 'in', memberships.select('agency_id'))]));
      const counsellor = memberships.select('id').where('role', '=', 'COUNSELLOR');
      // A manager limited to an office: only that office's students' applications.
      const limited = memberships.select('office_id').where('role', '=', 'MANAGER').where('office_only', '=', true);
      return base
        .where((eb) => eb.or([eb('a.agency_id', 'in', agencies), eb('s.agency_id', 'in', agencies)]))
        .where((eb) => eb.or([eb.not(eb.exists(counsellor)), eb('s.assigned_member_id', 'in', counsellor)]))
        .where((eb) => eb.or([eb.not(eb.exists(limited)), eb('s.office_id', 'in', limited)]));
    }
    case 'UNIVERSITY':
      return base
        .where('a.university_id', 'in', db.selectFrom('universities').select('id').where('user_id', '=', reader.id))
        .where('a.status', 'in', UNIVERSITY_STAGE);
  }
}

/** Whether `reader` takes part in the application's conversation. */
export const canRead = async (db: Kysely<Database>, reader: Reader, applicationId: number) =>
  Boolean(await readableApplications(db, reader).where('a.id', '=', applicationId).executeTakeFirst());

/** The name a participant goes by: the student's, the agency's or the university's (admins have none). */
const participantName = sql<
  string | null
>`coalesce(pa.name, pu.name, nullif(trim(coalesce(ps.first_name, '') || ' ' || coalesce(ps.last_name, '')), ''))`.as(
  'participant_name',
);

const withMessageAuthors = (db: Kysely<Database>) =>
  db
    .selectFrom('messages as m')
    .leftJoin('users as u', 'u.id', 'm.author_user_id')
    .leftJoin('students as ps', 'ps.user_id', 'u.id')
    .leftJoin('agency_members as pm', 'pm.user_id', 'u.id')
    .leftJoin('agencies as pa', (join) =>
      join.on((eb) => eb.or([eb('pa.user_id', '=', eb.ref('u.id')), eb('pa.id', '=', eb.ref('pm.agency_id'))])),
    )
    .leftJoin('universities as pu', 'pu.user_id', 'u.id')
    .select([
      'm.id',
      'm.application_id',
      'm.author_user_id',
      'm.body',
      'm.internal',
      'm.created_at',
      'u.user_type',
      participantName,
      memberName('pm', 'u'),
    ]);

export type MessageRow = Awaited<ReturnType<ReturnType<typeof withMessageAuthors>['execute']>>[number];

/** The messages `reader` may see in one conversation: staff see internal notes too. */
const visibleMessages = (db: Kysely<Database>, reader: Reader) =>
  withMessageAuthors(db).$if(!isStaff(reader), (q) => q.where('m.internal', '=', false));

export async function listMessages(
  db: Kysely<Database>,
  reader: Reader,
  applicationId: number,
  window: { offset: number; limit: number },
) {
  const [rows, count] = await Promise.all([
    visibleMessages(db, reader)
      .where('m.application_id', '=', applicationId)
      .orderBy('m.id', 'desc')
      .offset(window.offset)
      .limit(window.limit)
      .execute(),
    db
      .selectFrom('messages')
      .where('application_id', '=', applicationId)
      .$if(!isStaff(reader), (q) => q.where('internal', '=', false))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.reverse(), total: Number(count.total) };
}

export const findMessage = (db: Kysely<Database>, id: number) =>
  withMessageAuthors(db).where('m.id', '=', id).executeTakeFirstOrThrow();

export const insertMessage = (
  db: Kysely<Database>,
  message: { applicationId: number; authorUserId: number; body: string; internal: boolean },
) =>
  db
    .insertInto('messages')
    .values({
      application_id: message.applicationId,
      author_user_id: message.authorUserId,
      body: message.body,
      internal: message.internal,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** Records that `userId` has read the conversation up to `messageId` (never moves back). */
export const markReadUpTo = (db: Kysely<Database>, applicationId: number, userId: number, messageId: number) =>
  db
    .insertInto('message_reads')
    .values({
      application_id: applicationId,
      user_id: userId,
      last_read_message_id: messageId,
      read_at: new Date().toISOString(),
    })
    .onConflict((oc) =>
      oc
        .columns(['application_id', 'user_id'])
        .doUpdateSet((eb) => ({
          last_read_message_id: eb.ref('excluded.last_read_message_id'),
          read_at: eb.ref('excluded.read_at'),
        }))
        .where('message_reads.last_read_message_id', '<', messageId),
    )
    .execute();

/** The newest message `reader` may see in a conversation. */
export const latestVisibleMessageId = async (db: Kysely<Database>, reader: Reader, applicationId: number) =>
  (
    await db
      .selectFrom('messages')
      .where('application_id', '=', applicationId)
      .$if(!isStaff(reader), (q) => q.where('internal', '=', false))
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst()
  )?.id ?? null;

/** Who has read how far in a conversation, with their names. */
export const listReads = (db: Kysely<Database>, applicationId: number) =>
  db
    .selectFrom('message_reads as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('students as ps', 'ps.user_id', 'u.id')
    .leftJoin('agency_members as pm', 'pm.user_id', 'u.id')
    .leftJoin('agencies as pa', (join) =>
      join.on((eb) => eb.or([eb('pa.user_id', '=', eb.ref('u.id')), eb('pa.id', '=', eb.ref('pm.agency_id'))])),
    )
    .leftJoin('universities as pu', 'pu.user_id', 'u.id')
    .select(['r.user_id', 'u.user_type', 'r.last_read_message_id', 'r.read_at', participantName])
    .where('r.application_id', '=', applicationId)
    .orderBy('r.user_id')
    .execute();

/** The messages `reader` has not read yet (others' messages after their read mark), per conversation. */
const unreadMessages = (db: Kysely<Database>, reader: Reader) =>
  db
    .selectFrom('messages as m')
    .leftJoin('message_reads as r', (join) =>
      join.onRef('r.application_id', '=', 'm.application_id').on('r.user_id', '=', reader.id),
    )
    .where('m.application_id', 'in', readableApplications(db, reader))
    .where((eb) => eb.or([eb('m.author_user_id', 'is', null), eb('m.author_user_id', '!=', reader.id)]))
    .where((eb) => eb('m.id', '>', eb.fn.coalesce('r.last_read_message_id', eb.lit(0))))
    .$if(!isStaff(reader), (q) => q.where('m.internal', '=', false));

export async function countUnread(db: Kysely<Database>, reader: Reader, applicationIds?: number[]) {
  if (applicationIds && !applicationIds.length) return new Map<number, number>();
  const rows = await unreadMessages(db, reader)
    .$if(Boolean(applicationIds), (q) => q.where('m.application_id', 'in', applicationIds!))
    .select(['m.application_id', (eb) => eb.fn.countAll<number>().as('unread')])
    .groupBy('m.application_id')
    .execute();
  return new Map(rows.map((row) => [row.application_id, Number(row.unread)]));
}

/**
 * The conversations with a message `reader` may see, latest message first; with `studentId`, every
 * application of that student the reader takes part in, also those without a message yet.
 */
export async function listConversations(
  db: Kysely<Database>,
  reader: Reader,
  window: { offset: number; limit: number },
  studentId?: number,
) {
  const latest = db
    .selectFrom('messages as m')
    .$if(!isStaff(reader), (q) => q.where('m.internal', '=', false))
    .select(['m.application_id', (eb) => eb.fn.max('m.id').as('last_id')])
    .groupBy('m.application_id');
  const conversations = db
    .selectFrom('applications as a')
    .leftJoin(latest.as('l'), 'l.application_id', 'a.id')
    .where('a.id', 'in', readableApplications(db, reader))
    .$if(studentId === undefined, (q) => q.where('l.last_id', 'is not', null))
    .$if(studentId !== undefined, (q) => q.where('a.student_id', '=', studentId!));
  const [rows, count] = await Promise.all([
    conversations
      .innerJoin('students as s', 's.id', 'a.student_id')
      .innerJoin('universities as un', 'un.id', 'a.university_id')
      .select([
        'a.id',
        'a.program_name',
        'a.status',
        'un.name as university_name',
        's.first_name',
        's.last_name',
        'l.last_id',
      ])
      .orderBy('l.last_id', (ob) => ob.desc().nullsLast())
      .orderBy('a.id', 'desc')
      .offset(window.offset)
      .limit(window.limit)
      .execute(),
    conversations.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const lastIds = rows.flatMap((row) => (row.last_id === null ? [] : [row.last_id as number]));
  const lastMessages = lastIds.length ? await withMessageAuthors(db).where('m.id', 'in', lastIds).execute() : [];
  return { rows, lastMessages, total: Number(count.total) };
}

/** The user ids of everyone in an application's conversation, with their side and e-mail language. */
export async function conversationParties(db: Kysely<Database>, applicationId: number) {
  const application = await db
    .selectFrom('applications as a')
    .innerJoin('students as s', 's.id', 'a.student_id')
    .innerJoin('universities as un', 'un.id', 'a.university_id')
    .select([
      'a.id',
      'a.status',
      'a.program_name',
      'a.agency_id',
      's.agency_id as student_agency_id',
      's.user_id as student_user_id',
      's.assigned_member_id',
      's.first_name',
      's.last_name',
      'un.name as university_name',
      'un.user_id as university_user_id',
    ])
    .where('a.id', '=', applicationId)
    .executeTakeFirstOrThrow();
  const agencyIds = [application.agency_id, application.student_agency_id].filter((id): id is number => id !== null);
  const universityUser = UNIVERSITY_STAGE.includes(application.status) ? application.university_user_id : null;
  const users = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.user_type', 'u.language'])
    .where('u.is_active', '=', true)
    .where((eb) =>
      eb.or([
        eb('u.user_type', '=', 'ADMIN'),
        eb('u.id', '=', application.student_user_id ?? 0),
        eb('u.id', '=', universityUser ?? 0),
        ...(agencyIds.length
          ? [eb('u.id', 'in', eb.selectFrom('agencies').select('user_id').where('id', 'in', agencyIds))]
          : []),
        // The counsellor the student is assigned to.
        eb(
          'u.id',
          '=',
          eb
            .selectFrom('agency_members')
            .select('user_id')
            .where('id', '=', application.assigned_member_id ?? 0),
        ),
      ]),
    )
    .execute();
  return { application, users };
}
