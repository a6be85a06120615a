import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { AnalyticsRange } from '#sdk/schemas/analytics';
import { UNIVERSITY_APPLICATION_STATUSES } from '#sdk/schemas/university-review';
import { AFTER_ACCEPTANCE } from '#sdk/schemas/enums';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import type { Bounds } from './analytics-range.ts';
import { dayOf } from './range-sql.ts';

/** The university's applications it sees (approved by the admins onward) submitted in the bounds. */
function seenApplications(db: Kysely<Database>, universityId: number, { start, end }: Bounds) {
  return db
    .selectFrom('applications')
    .where('applications.university_id', '=', universityId)
    .where('applications.status', 'in', UNIVERSITY_APPLICATION_STATUSES)
    .where('applications.submitted_at', '>=', start)
    .where('applications.submitted_at', '<', end);
}

export function countApplicationsByDay(db: Kysely<Database>, dialect: Dialect, universityId: number, bounds: Bounds) {
  const day = dayOf(dialect, 'applications.submitted_at', bounds.offsets);
  return seenApplications(db, universityId, bounds)
    .select([day.as('day'), 'applications.status as kind', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy([day, 'applications.status'])
    .execute();
}

export const countApplicationsByNationality = (db: Kysely<Database>, universityId: number, bounds: Bounds) =>
  seenApplications(db, universityId, bounds)
    .innerJoin('students', 'students.id', 'applications.student_id')
    .select(['students.nationality', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('students.nationality')
    .orderBy('n', 'desc')
    .orderBy('students.nationality')
    .execute();

export const countApplicationsBySource = (db: Kysely<Database>, universityId: number, bounds: Bounds) =>
  seenApplications(db, universityId, bounds)
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.count<number>('applications.agency_id').as('agency')])
    .executeTakeFirstOrThrow();

export const countApplicationsByProgramme = (db: Kysely<Database>, universityId: number, bounds: Bounds) =>
  seenApplications(db, universityId, bounds)
    .select([
      'applications.program_id',
      'applications.program_name',
      'applications.intake_start_date',
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .groupBy(['applications.program_id', 'applications.program_name', 'applications.intake_start_date'])
    .orderBy('n', 'desc')
    .orderBy('applications.program_name')
    .orderBy('applications.intake_start_date')
    .execute();

/**
 * The university's decisions made in the bounds (an offer counts whatever the applicant did with
 * it since): each with when it was made, whether it was an offer, and when the admins approved the
 * application (the stamp of its move to ADMIN_APPROVED).
 */
export const listDecisionsInRange = (db: Kysely<Database>, universityId: number, { start, end }: Bounds) =>
  db
    .selectFrom('applications')
    .select([
      'applications.id',
      'applications.accepted_at',
      'applications.decided_at',
      'applications.admin_approved_at as approved_at',
    ])
    .where('applications.university_id', '=', universityId)
    .where('applications.status', 'in', ['ACCEPTED', 'REJECTED', ...AFTER_ACCEPTANCE])
    .where('applications.decided_at', '>=', start)
    .where('applications.decided_at', '<', end)
    .where('applications.admin_approved_at', 'is not', null)
    .execute();

/** The demand counters of the university's own page and its programmes' pages, in the range (counted per UTC day). */
function ownDemand(db: Kysely<Database>, universityId: number, range: AnalyticsRange) {
  return db
    .selectFrom('catalogue_demand')
    .where('catalogue_demand.day', '>=', range.from)
    .where('catalogue_demand.day', '<=', range.to)
    .where((eb: ExpressionBuilder<Database, 'catalogue_demand'>) =>
      eb.or([
        eb.and([
          eb('catalogue_demand.subject', '=', 'UNIVERSITY'),
          eb('catalogue_demand.subject_id', '=', universityId),
        ]),
        eb.and([
          eb('catalogue_demand.subject', '=', 'PROGRAM'),
          eb(
            'catalogue_demand.subject_id',
            'in',
            eb.selectFrom('programs').select('programs.id').where('programs.university_id', '=', universityId),
          ),
        ]),
      ]),
    );
}

const views = sql<number>`sum(catalogue_demand.views)`;
const searches = sql<number>`sum(catalogue_demand.searches)`;

export function sumDemandBy(
  db: Kysely<Database>,
  universityId: number,
  range: AnalyticsRange,
  by: 'day' | 'country' | 'language',
) {
  const column = `catalogue_demand.${by}` as const;
  return ownDemand(db, universityId, range)
    .select([`${column} as name`, views.as('views'), searches.as('searches')])
    .groupBy(column)
    .orderBy(by === 'day' ? column : views, by === 'day' ? 'asc' : 'desc')
    .orderBy(column)
    .execute();
}

export const sumDemandByPage = (db: Kysely<Database>, universityId: number, range: AnalyticsRange) =>
  ownDemand(db, universityId, range)
    .leftJoin('programs', (join) =>
      join.onRef('programs.id', '=', 'catalogue_demand.subject_id').on('catalogue_demand.subject', '=', 'PROGRAM'),
    )
    .select([
      'catalogue_demand.subject',
      'catalogue_demand.subject_id',
      'programs.name',
      views.as('views'),
      searches.as('searches'),
    ])
    .groupBy(['catalogue_demand.subject', 'catalogue_demand.subject_id', 'programs.name'])
    .orderBy(views, 'desc')
    .orderBy('catalogue_demand.subject_id')
    .execute();
