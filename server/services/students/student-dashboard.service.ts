import type { TextLanguage } from '#server/services/i18n/texts-in.ts';
import { applicationStats } from '#sdk/schemas/application';
import type { StudentDashboard } from '#sdk/schemas/student';
import type { App } from '#server/utils/app.ts';
import { presentApplication } from '#server/services/applications/application.presenter.ts';
import { countByStatus, listApplications } from '#server/services/applications/application.repository.ts';
import { presentDocument, presentDocumentStats } from '#server/services/documents/document.presenter.ts';
import { countDocuments, listDocuments } from '#server/services/documents/document.repository.ts';
import { parseList } from '#server/services/universities/university.presenter.ts';
import { unreadCount } from '#server/services/conversations/conversation.service.ts';
import { recommendUniversities } from './recommendations.ts';
import { presentStudent } from './student.presenter.ts';
import { requireStudentRow } from './student.service.ts';

/** Spec part 1, 9: the dashboard's lists are fetched with limit 10 (the screen shows 5). */
const RECENT = 10;

/** GET /direct-students/dashboard; unreadMessages counts the messages of every application's conversation not yet read. */
export async function studentDashboard(
  app: App,
  userId: number,
  language: TextLanguage = 'en',
): Promise<StudentDashboard> {
  const row = await requireStudentRow(app.db, userId);
  const [counts, documentCounts, applications, documents, recommendedUniversities, unreadMessages] = await Promise.all([
    countByStatus(app.db, { studentId: row.id }),
    countDocuments(app.db, row.id),
    listApplications(app.db, { studentId: row.id }, RECENT),
    listDocuments(app.db, row.id, {}, RECENT),
    recommendUniversities(app.db, {
      countries: parseList(row.preferred_countries),
      programs: parseList(row.preferred_programs),
    }),
    unreadCount(app, { id: userId, userType: 'STUDENT' }),
  ]);
  const { total, verified, pending } = presentDocumentStats(documentCounts);
  return {
    student: presentStudent(row),
    applicationStats: applicationStats(counts),
    documentStats: { total, verified, pending },
    unreadMessages,
    recentApplications: applications.map((application) => presentApplication(application, language)),
    recentDocuments: documents.map(presentDocument),
    recommendedUniversities,
  };
}
