import { defineEventHandler } from 'h3';
import { studentDashboard } from '../../../services/students/student-dashboard.service.ts';
import { useApp } from '../../../utils/app.ts';
import { requireUser } from '../../../utils/auth.ts';

export default defineEventHandler(async (event) => studentDashboard(useApp(), (await requireUser(event, 'STUDENT')).id));
