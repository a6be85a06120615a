import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

interface DemoMessage {
  author: number;
  body: string;
  hoursAgo: number;
  internal?: boolean;
}

/** Writes one conversation; each `readers` entry has read up to the message at that index. */
async function conversation(
  db: Kysely<Database>,
  applicationId: number,
  messages: DemoMessage[],
  readers: { userId: number; upTo: number }[],
) {
  const ids: number[] = [];
  for (const message of messages) {
    const { id } = await db
      .insertInto('messages')
      .values({
        application_id: applicationId,
        author_user_id: message.author,
        body: message.body,
        internal: message.internal ?? false,
        created_at: hoursAgo(message.hoursAgo),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  for (const reader of readers)
    await db
      .insertInto('message_reads')
      .values({
        application_id: applicationId,
        user_id: reader.userId,
        last_read_message_id: ids[reader.upTo],
        read_at: hoursAgo(messages[reader.upTo].hoursAgo),
      })
      .execute();
}

/**
 * A few conversations, so that the Messages screens show something at first start: the demo student has read
 * everything (the dashboard says "No new messages"), the demo agency has one answer waiting, and an admin left an
 * internal note the applicant's side never sees.
 */
export async function seedDemoConversations(
  db: Kysely<Database>,
  users: { studentUserId: number; agencyUserId: number; adminUserId: number },
  applications: { direct: number; agency: number },
) {
  const { studentUserId: student, agencyUserId: agency, adminUserId: admin } = users;
  await conversation(
    db,
    applications.direct,
    [
      {
        author: student,
        body: 'Hello, does my transcript need a certified translation, or is the English copy from my university enough?',
        hoursAgo: 50,
      },
      {
        author: admin,
        body: 'The English copy issued by your university is enough. Please make sure it carries the university’s stamp.',
        hoursAgo: 46,
      },
      { author: student, body: 'Thank you, it does. I uploaded it with my documents.', hoursAgo: 45 },
    ],
    [
      { userId: student, upTo: 2 },
      { userId: admin, upTo: 2 },
    ],
  );
  await conversation(
    db,
    applications.agency,
    [
      {
        author: agency,
        body: 'Omar’s IELTS result arrives next week. Can the review go on in the meantime?',
        hoursAgo: 30,
      },
      {
        author: admin,
        body: 'Yes, the review starts with the other documents. Please upload the certificate as soon as it arrives.',
        hoursAgo: 26,
      },
      {
        author: admin,
        body: 'IELTS certificate expected next week: review the other documents first.',
        hoursAgo: 25,
        internal: true,
      },
    ],
    [
      { userId: agency, upTo: 0 },
      { userId: admin, upTo: 2 },
    ],
  );
}
