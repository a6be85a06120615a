import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { TaskUpdate } from '#sdk/schemas/task';
import { updateTask } from '#server/services/tasks/task.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

/** Changes a task's title, due date or assignee, or marks it done or open again. */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const { id } = validParams(event, IdParams);
  return { task: await updateTask(useApp(), user.id, id, await validBody(event, TaskUpdate)) };
});
