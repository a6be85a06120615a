import type * as v from 'valibot';
import type { ActivityEntry, ActivityFeed, ActivityQuery } from '#sdk/schemas/activity';
import type { App } from '#server/utils/app.ts';
import { pageWindow, pagination } from '#server/utils/paginate.ts';
import {
  type ActivitySubject,
  actorRows,
  eventRows,
  messageRows,
  studentRows,
  taskRows,
} from './activity.repository.ts';

type Entry = Omit<ActivityEntry, 'actor'> & { actorId: number | null };
const MESSAGE_EXCERPT = 140;

const entry = (values: Partial<Entry> & Pick<Entry, 'kind' | 'at'>): Entry => ({
  actorId: null,
  detail: null,
  fromStatus: null,
  toStatus: null,
  application: null,
  ...values,
});

/** The fields an audited edit changed, by their names in the API (`firstName, phone`). */
const editedFields = (after: string | null) => (after ? Object.keys(JSON.parse(after) as object).join(', ') : null);

async function entriesOf(app: App, agencyId: number, subject: ActivitySubject): Promise<Entry[]> {
  const [student, events, messages, tasks] = await Promise.all([
    subject.applicationId === undefined ? studentRows(app.db, subject.studentId) : undefined,
    eventRows(app.db, subject),
    messageRows(app.db, subject),
    taskRows(app.db, agencyId, subject),
  ]);
  const onApplication = (row: { application_id: number; program_name: string }) => ({
    id: row.application_id,
    programName: row.program_name,
  });
  const entries: Entry[] = [];
  if (student?.created)
    entries.push(entry({ kind: 'CREATED', at: student.created.at, actorId: student.created.actor }));
  for (const row of student?.audited ?? [])
    entries.push(entry({ kind: 'EDITED', at: row.at, actorId: row.actor, detail: editedFields(row.after) }));
  for (const row of student?.documents ?? [])
    entries.push(entry({ kind: 'DOCUMENT_ADDED', at: row.at, actorId: row.actor, detail: row.file_name }));
  for (const row of events) {
    const created = row.kind === 'STATUS' && row.from_status === null;
    entries.push(
      entry({
        kind: created ? 'APPLICATION_CREATED' : row.kind === 'STATUS' ? 'STATUS_CHANGED' : 'APPLICATION_STEP',
        at: row.at,
        actorId: row.actor,
        detail: row.kind === 'STATUS' ? null : row.kind,
        fromStatus: row.from_status,
        toStatus: row.to_status,
        application: onApplication(row),
      }),
    );
  }
  for (const row of messages)
    entries.push(
      entry({
        kind: 'MESSAGE',
        at: row.at,
        actorId: row.actor,
        detail: row.body.length > MESSAGE_EXCERPT ? `${row.body.slice(0, MESSAGE_EXCERPT)}…` : row.body,
        application: onApplication(row),
      }),
    );
  for (const row of tasks) {
    entries.push(entry({ kind: 'TASK_CREATED', at: row.created_at, actorId: row.created_by, detail: row.title }));
    if (row.done_at)
      entries.push(entry({ kind: 'TASK_DONE', at: row.done_at, actorId: row.done_by, detail: row.title }));
  }
  return entries;
}

/** The actors of a page, each named as the timeline names them (an agency's member too). */
async function named(app: App, entries: Entry[]): Promise<ActivityEntry[]> {
  const ids = [...new Set(entries.map((e) => e.actorId).filter((id): id is number => id !== null))];
  const actors = new Map(
    (await actorRows(app.db, ids)).map((row) => {
      const student = [row.first_name, row.last_name].filter(Boolean).join(' ') || null;
      const name = { STUDENT: student, AGENCY: row.agency_name, UNIVERSITY: row.university_name, ADMIN: null }[
        row.user_type
      ];
      const memberName = row.member_id === null ? null : (row.member_name ?? row.email);
      return [row.id, { userType: row.user_type, name: name ?? null, memberName }] as const;
    }),
  );
  return entries.map(({ actorId, ...rest }) => ({ ...rest, actor: (actorId !== null && actors.get(actorId)) || null }));
}

/**
 * The activity of a student (with their applications) or of one application, newest first, a page
 * at a time. A record's activity is tens of rows, so it is put together whole and then paged.
 */
export async function activityFeed(
  app: App,
  agencyId: number,
  subject: ActivitySubject,
  query: v.InferOutput<typeof ActivityQuery>,
): Promise<ActivityFeed> {
  const entries = (await entriesOf(app, agencyId, subject)).sort(
    (a, b) => Date.parse(b.at) - Date.parse(a.at) || a.kind.localeCompare(b.kind),
  );
  const { offset, limit } = pageWindow(query.page, query.limit);
  return {
    activity: await named(app, entries.slice(offset, offset + limit)),
    pagination: pagination(query.page, query.limit, entries.length),
  };
}
