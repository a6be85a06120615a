import { defineEventHandler } from 'h3';
import { studentDashboard } from '#server/services/students/student-dashboard.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { readerLanguage } from '#server/services/i18n/reader-language.ts';

export default defineEventHandler(async (event) =>
  studentDashboard(useApp(), (await requireUser(event, 'STUDENT')).id, readerLanguage(event)),
);
