import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { App } from '#server/utils/app.ts';
import { hashPassword } from '#server/services/auth/password.ts';
import { insertUser } from '#server/services/auth/user.repository.ts';
import { insertUniversity } from '#server/services/universities/university.repository.ts';
import type { Database } from '#server/db/tables/database.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { refreshResponseTime } from '#server/services/applications/university-review/university-applications.service.ts';
import { seedDemoAgencyFiles } from './demo-agency-files.ts';
import { seedDemoPeople } from './demo-people.ts';
import { seedDemoUniversityApplications, seedDemoUniversityPrograms } from './demo-university.ts';
import { demoUniversities } from './demo-universities/index.ts';
import { programColumns, seedProgramDates } from './program-parts.ts';

async function seedCatalogue(db: Kysely<Database>) {
  for (const { country, universities } of demoUniversities()) {
    for (const u of universities) {
      await insertUniversity(
        db,
        {
          name: u.name,
          country,
          city: u.city,
          website: u.website,
          university_type: u.universityType,
          founded: u.founded,
          students_total: u.studentsTotal,
          specialties: u.specialties,
          description: u.description,
          featured: u.featured ?? false,
          application_fee: u.applicationFee,
          tuition_range_min: u.tuitionRangeMin,
          tuition_range_max: u.tuitionRangeMax,
          admission_requirements: u.admissionRequirements,
          language_requirements: u.languageRequirements,
          response_time_days: u.responseTimeDays,
        },
        u.programs.map((p) => ({
          name: p.name,
          category: p.category,
          level: p.level,
          language: p.language,
          duration_months: p.durationMonths,
          tuition_fee: p.tuitionFee,
          intake: p.intake,
          source: 'university website',
          application_fee: u.applicationFee || null,
          application_fee_currency: u.applicationFee ? 'EUR' : null,
          ...programColumns(
            { category: p.category, level: p.level, language: p.language, duration_months: p.durationMonths },
            { city: u.city, languageRequirements: u.languageRequirements },
          ),
        })),
      );
    }
  }
  await seedProgramDates(db, new Date());
}

/** Seeds the demo catalogue and accounts once, into an empty database; a second start changes nothing. */
export async function seedDemoData(app: App) {
  const existing = await app.db.selectFrom('universities').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await app.db.transaction().execute(async (trx) => {
    await seedCatalogue(trx);
    const ids: Partial<Record<(typeof DEMO_ACCOUNTS)[number]['userType'], number>> = {};
    for (const account of DEMO_ACCOUNTS) {
      const taken = await trx.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirst();
      ids[account.userType] =
        taken?.id ??
        (
          await insertUser(trx, {
            email: account.email,
            passwordHash: await hashPassword(account.password),
            userType: account.userType,
          })
        ).id;
    }
    const people = await seedDemoPeople(trx, {
      agencyUserId: ids.AGENCY!,
      universityUserId: ids.UNIVERSITY!,
      studentUserId: ids.STUDENT!,
      adminUserId: ids.ADMIN!,
      claimantPasswordHash: await hashPassword(randomBytes(24).toString('base64url')),
    });
    await seedDemoAgencyFiles(
      trx,
      { id: people.agencyId, userId: ids.AGENCY! },
      { adminUserId: ids.ADMIN! },
      people.universityIds,
    );
    await (await import('./demo-documents.ts')).seedDemoStudentDocuments(trx, app.files, ids.STUDENT!);
    const demoUniversity = await trx
      .selectFrom('universities')
      .select('id')
      .where('user_id', '=', ids.UNIVERSITY!)
      .executeTakeFirstOrThrow();
    await seedDemoUniversityPrograms(trx, demoUniversity.id);
    await seedDemoUniversityApplications(
      trx,
      app.files,
      { agencyUserId: ids.AGENCY!, adminUserId: ids.ADMIN!, universityUserId: ids.UNIVERSITY! },
      demoUniversity.id,
    );
    await refreshResponseTime(trx, demoUniversity.id);
  });
}
