import { applicationStats } from '#sdk/schemas/application';
import type { StudentDashboard } from '#sdk/schemas/student';
import type { App } from '../../utils/app.ts';
import { presentApplication } from '../applications/application.presenter.ts';
import { countByStatus, listApplications } from '../applications/application.repository.ts';
import { presentDocument, presentDocumentStats } from '../documents/document.presenter.ts';
import { countDocuments, listDocuments } from '../documents/document.repository.ts';
import { parseList } from '../universities/university.presenter.ts';
import { recommendUniversities } from './recommendations.ts';
import { presentStudent } from './student.presenter.ts';
import { requireStudentRow } from './student.service.ts';

/** Spec part 1, 9: the dashboard's lists are fetched with limit 10 (the screen shows 5). */
const RECENT = 10;

/** GET /direct-students/dashboard. There is no messaging feature, so unreadMessages is 0. */
export async function studentDashboard(app: App, userId: number): Promise<StudentDashboard> {
  const row = await requireStudentRow(app.db, userId);
  const [counts, documentCounts, applications, documents, recommendedUniversities] = await Promise.all([
    countByStatus(app.db, { studentId: row.id }),
    countDocuments(app.db, row.id),
    listApplications(app.db, { studentId: row.id }, RECENT),
    listDocuments(app.db, row.id, {}, RECENT),
    recommendUniversities(app.db, { countries: parseList(row.preferred_countries), programs: parseList(row.preferred_programs) }),
  ]);
  const { total, verified, pending } = presentDocumentStats(documentCounts);
  return {
    student: presentStudent(row),
    applicationStats: applicationStats(counts),
    documentStats: { total, verified, pending },
    unreadMessages: 0,
    recentApplications: applications.map(presentApplication),
    recentDocuments: documents.map(presentDocument),
    recommendedUniversities,
  };
}
