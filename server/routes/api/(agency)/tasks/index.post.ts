import { defineEventHandler, setResponseStatus } from 'h3';
import { TaskCreate } from '#sdk/schemas/task';
import { createTask } from '#server/services/tasks/task.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

/** Adds a task on one of the agency's students, leads or applications. */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const task = await createTask(useApp(), user.id, await validBody(event, TaskCreate));
  setResponseStatus(event, 201);
  return { task };
});
