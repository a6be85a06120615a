import type { H3Event } from 'h3';
import type * as v from 'valibot';
import { APPLICATION_CSV_COLUMNS, type Application, type ApplicationExportQuery } from '#sdk/schemas/application';
import type { App } from '#server/utils/app.ts';
import { inBatches, sendCsv } from '#server/utils/csv-download.ts';
import { applicationScope } from '#server/services/agencies/agency-access.ts';
import { requireAgency } from '#server/services/agencies/current-agency.ts';
import { presentApplication } from '#server/services/applications/application.presenter.ts';
import { applicationWindow } from '#server/services/applications/application.repository.ts';

const csvRow = (a: Application): Record<(typeof APPLICATION_CSV_COLUMNS)[number], string | number | null> => ({
  id: a.id,
  studentFirstName: a.student.firstName,
  studentLastName: a.student.lastName,
  studentEmail: a.student.email,
  university: a.university.name,
  city: a.university.city,
  country: a.university.country,
  programName: a.programName,
  degreeLevel: a.degreeLevel,
  status: a.status,
  createdAt: a.createdAt,
  submittedAt: a.submittedAt,
  reviewedAt: a.reviewedAt,
  decidedAt: a.decidedAt,
});

/** GET /applications/export.csv: every application the list's filters select (all pages), newest first. */
export async function exportAgencyApplications(
  app: App,
  event: H3Event,
  userId: number,
  filter: v.InferOutput<typeof ApplicationExportQuery>,
) {
  const agency = await requireAgency(app.db, userId);
  const { office, ...rest } = filter;
  async function* rows() {
    for await (const row of inBatches((window) =>
      applicationWindow(app.db, { ...rest, ...applicationScope(agency, office) }, window),
    ))
      yield csvRow(presentApplication(row));
  }
  return sendCsv(event, 'applications.csv', filter.lang, APPLICATION_CSV_COLUMNS, rows());
}
