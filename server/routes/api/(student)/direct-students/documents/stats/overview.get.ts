import { defineEventHandler } from 'h3';
import { studentDocumentStats } from '#server/services/documents/document.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) => ({
  stats: await studentDocumentStats(useApp(), (await requireUser(event, 'STUDENT')).id),
}));
