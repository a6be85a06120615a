import { defineEventHandler } from 'h3';
import { TaskQuery } from '#sdk/schemas/task';
import { listTasks } from '#server/services/tasks/task.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';

/** The signed-in member's tasks, open and overdue first; with a subject, every task on that record. */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  return listTasks(useApp(), user.id, validQuery(event, TaskQuery));
});
