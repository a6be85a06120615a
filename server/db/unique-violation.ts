/**
 * The columns of the unique index a write ran into, when `error` is a unique violation:
 * PostgreSQL's 23505 (`Key (user_id)=(5) already exists.`) or SQLite's
 * `UNIQUE constraint failed: agencies.user_id`. Anything else answers undefined.
 */
export function uniqueViolation(error: unknown): string[] | undefined {
  const e = error as { code?: unknown; detail?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return undefined;
  if (e.code === '23505') {
    const columns = /^Key \(([^)]*)\)=/.exec(String(e.detail ?? ''))?.[1];
    return columns ? columns.split(',').map((c) => c.trim().replace(/^"|"$/g, '')) : [];
  }
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const columns = /constraint failed: (.*)$/.exec(String(e.message ?? ''))?.[1];
    return columns ? columns.split(',').map((c) => c.trim().split('.').pop()!) : [];
  }
  return undefined;
}

/** Whether `error` is a unique violation on an index that includes `column`. */
export const violatesUnique = (error: unknown, column: string) => uniqueViolation(error)?.includes(column) ?? false;
