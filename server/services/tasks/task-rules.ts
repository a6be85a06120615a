import { msg } from '@lingui/core/macro';
import type { Kysely } from 'kysely';
import { paths } from '#portal/paths.ts';
import { INTAKE_DEADLINE_DAYS, LEAD_CONTACT_HOURS } from '#sdk/schemas/task';
import type { Database } from '#server/db/tables/database.ts';
import { textsIn } from '#server/services/i18n/texts-in.ts';
import { renderEmail } from '#server/services/mail/email-layout.ts';
import { enqueueEmail } from '#server/services/mail/outbox.repository.ts';
import { portalAddress } from '#server/services/mail/portal-address.ts';
import type { App } from '#server/utils/app.ts';
import { log } from '#server/utils/log.ts';
import { dayAfter } from './task-days.ts';
import { presentTask } from './task.presenter.ts';
import {
  claimReminder,
  insertTask,
  shortlistDeadlines,
  taskAssigneeFor,
  uncontactedLeads,
  unremindedDueTasks,
} from './task.repository.ts';
import { taskTitleIn } from './task-title.ts';

/**
 * A document request from the admins on an agency's application: a task for the student's
 * counsellor (the owner when nobody is assigned), due when the request is. In the request's transaction.
 */
export async function taskForDocumentRequest(
  trx: Kysely<Database>,
  request: { id: number; applicationId: number; dueDate: string },
) {
  const application = await trx
    .selectFrom('applications')
    .innerJoin('students', 'students.id', 'applications.student_id')
    .select(['applications.agency_id', 'students.assigned_member_id'])
    .where('applications.id', '=', request.applicationId)
    .executeTakeFirst();
  if (!application?.agency_id) return;
  await insertTask(trx, {
    agencyId: application.agency_id,
    title: 'Send the documents the admins requested',
    dueDate: request.dueDate,
    assignedMemberId: await taskAssigneeFor(trx, application.agency_id, application.assigned_member_id),
    subjectType: 'APPLICATION',
    subjectId: request.applicationId,
    source: 'DOCUMENT_REQUEST',
    originKey: `document-request:${request.id}`,
    createdBy: null,
  });
}

/** A lead of an agency still not contacted a day after it came: a task for its assignee (or the owner), due today. */
async function tasksForUncontactedLeads(db: Kysely<Database>, now: Date) {
  const before = new Date(now.getTime() - LEAD_CONTACT_HOURS * 3_600_000).toISOString();
  let made = 0;
  for (const lead of await uncontactedLeads(db, before)) {
    const task = await insertTask(db, {
      agencyId: lead.agency_id!,
      title: 'Contact this lead: not contacted within 24 hours',
      dueDate: dayAfter(now),
      assignedMemberId: await taskAssigneeFor(db, lead.agency_id!, lead.assigned_member_id),
      subjectType: 'LEAD',
      subjectId: lead.id,
      source: 'LEAD_NOT_CONTACTED',
      originKey: `lead:${lead.id}`,
      createdBy: null,
    });
    if (task) made++;
  }
  return made;
}

/**
 * A shortlisted programme whose intake closes within 14 days, with no application of the student to
 * it: a task for the student's counsellor (or the owner), due on the closing date. One per student,
 * programme and closing date.
 */
async function tasksForIntakeDeadlines(db: Kysely<Database>, now: Date) {
  const from = dayAfter(now);
  const to = dayAfter(now, INTAKE_DEADLINE_DAYS);
  let made = 0;
  for (const row of await shortlistDeadlines(db, from, to)) {
    const closes = [row.application_deadline, row.eu_closes, row.non_eu_closes]
      .filter((day): day is string => Boolean(day) && day! >= from && day! <= to)
      .sort()[0];
    if (!closes) continue;
    const task = await insertTask(db, {
      agencyId: row.agency_id!,
      title: `Apply to ${row.program_name} before the intake deadline`,
      detail: row.program_name,
      dueDate: closes,
      assignedMemberId: await taskAssigneeFor(db, row.agency_id!, row.assigned_member_id),
      subjectType: 'STUDENT',
      subjectId: row.student_id,
      source: 'INTAKE_DEADLINE',
      originKey: `intake:${row.student_id}:${row.program_id}:${closes}`,
      createdBy: null,
    });
    if (task) made++;
  }
  return made;
}

/** E-mails each assignee of an open task on its due date (or the first run after it), once. */
async function remindDueTasks(app: App, now: Date) {
  const today = dayAfter(now);
  let sent = 0;
  for (const row of await unremindedDueTasks(app.db, today)) {
    const task = presentTask(row, today);
    await app.db.transaction().execute(async (trx) => {
      if (!(await claimReminder(trx, row.id, now.toISOString()))) return;
      const language = row.assignee_language === 'ar' ? 'ar' : 'en';
      const i18n = textsIn(language);
      const title = taskTitleIn(i18n, task);
      const subject = task.subject.name;
      const due = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(task.dueDate),
      );
      await enqueueEmail(
        trx,
        renderEmail({
          kind: 'TASK_DUE',
          to: row.assignee_email!,
          language,
          subject: i18n._(msg`Task due: ${title}`),
          lines: [i18n._(msg`Your task on ${subject} is due on ${due}: ${title}`)],
          action: {
            label: i18n._(msg`Open my tasks`),
            url: portalAddress(app.config.publicUrl, language, paths.agency.tasks),
          },
        }),
      );
      sent++;
    });
  }
  return sent;
}

/** One pass of the task rules at the moment `now` (tests move it): event tasks first, then the reminders. */
export async function runTaskRules(app: App, now = new Date()) {
  const leads = await tasksForUncontactedLeads(app.db, now);
  const intakes = await tasksForIntakeDeadlines(app.db, now);
  const reminders = await remindDueTasks(app, now);
  return { leads, intakes, reminders };
}

const INTERVAL_MS = 10 * 60_000;

/** Runs the task rules at start, then every 10 minutes; answers the stop. */
export function scheduleTaskRules(app: App): () => void {
  const run = () => void runTaskRules(app).catch((error) => log.error({ err: error }, 'task rules failed'));
  run();
  const timer = setInterval(run, INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
