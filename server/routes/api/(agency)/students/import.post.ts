import { defineEventHandler } from 'h3';
import { importStudentsFromUpload } from '#server/services/students/csv-import/student-import.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

/** Multipart: the agency's students as a CSV in `file`, with `mode` (dryRun or apply) and `duplicates` (skip or update). */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  return importStudentsFromUpload(useApp(), event, user.id);
});
