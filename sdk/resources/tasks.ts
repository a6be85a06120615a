import type { Client } from '#sdk/client';
import type { Task, TaskCreate, TaskList, TaskQuery, TaskUpdate } from '#sdk/schemas/task';

/** The signed-in member's tasks (overdue first), or with `subjectType` and `subjectId` every task on that record. */
export function list(client: Client, query: Partial<TaskQuery> = {}): Promise<TaskList> {
  return client.request('GET', '/tasks', { query });
}

/** Adds a task on one of the agency's students, leads or applications. */
export function create(client: Client, payload: TaskCreate): Promise<{ task: Task }> {
  return client.request('POST', '/tasks', { body: payload });
}

/** Changes a task: its title, due date or assignee, or marks it done (or open again). */
export function update(client: Client, id: number, payload: TaskUpdate): Promise<{ task: Task }> {
  return client.request('PUT', `/tasks/${id}`, { body: payload });
}
