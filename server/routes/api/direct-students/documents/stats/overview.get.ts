import { defineEventHandler } from 'h3';
import { studentDocumentStats } from '../../../../../services/documents/document.service.ts';
import { useApp } from '../../../../../utils/app.ts';
import { requireUser } from '../../../../../utils/auth.ts';

export default defineEventHandler(async (event) => ({ stats: await studentDocumentStats(useApp(), (await requireUser(event, 'STUDENT')).id) }));
