import { violatesUnique } from '#server/db/unique-violation.ts';
import { conflict } from '#server/utils/errors.ts';

/**
 * Runs a write that creates or edits an application, answering 409 when it would give the
 * student a second open application to the same programme at the same university: the partial
 * unique index of migration 2026-11-24-080 decides, so five identical requests at once make one.
 */
export async function oneOpenApplication<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatesUnique(error, 'program_name')) conflict('DUPLICATE_APPLICATION');
    throw error;
  }
}
