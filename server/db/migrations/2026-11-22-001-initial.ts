// The whole data model of both spec parts, for SQLite and PostgreSQL alike.
import { type Kysely, sql } from 'kysely';
import { booleanType, falseDefault, isPostgres, realType, timestampType, trueDefault, withId } from './portable.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const bool = booleanType(db);
  const real = realType(db);
  const now = isPostgres(db) ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const created = (c: any) => c.notNull().defaultTo(now);

  await withId(db, db.schema.createTable('users'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('is_active', bool, trueDefault(db))
    .addColumn('last_login', ts)
    .addColumn('created_at', ts, created)
    .addColumn('updated_at', ts, created)
    .execute();
  await db.schema.createIndex('users_type_idx').on('users').columns(['user_type', 'created_at']).execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', ts, created)
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('revoked_at', ts)
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await withId(db, db.schema.createTable('universities'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('website', 'text')
    .addColumn('image_url', 'text')
    .addColumn('image_key', 'text')
    .addColumn('specialties', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('featured', bool, falseDefault(db))
    .addColumn('description', 'text')
    .addColumn('founded', 'integer')
    .addColumn('students_total', 'integer')
    .addColumn('university_type', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('application_fee', real)
    .addColumn('response_time_days', 'integer')
    .addColumn('qs_rank', 'integer')
    .addColumn('the_rank', 'integer')
    .addColumn('best_rank', 'integer')
    .addColumn('tuition_range_min', real)
    .addColumn('tuition_range_max', real)
    .addColumn('admission_requirements', 'text')
    .addColumn('language_requirements', 'text')
    .addColumn('user_id', 'integer', (c) => c.unique().references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, created)
    .addColumn('updated_at', ts, created)
    .execute();
  await db.schema.createIndex('universities_country_idx').on('universities').columns(['country', 'name']).execute();
  // The catalogue's order: featured first, then by name.
  await sql`CREATE INDEX universities_order_idx ON universities (featured DESC, name, id)`.execute(db);
  await db.schema.createIndex('universities_rank_idx').on('universities').column('best_rank').execute();

  // One row per university and specialty, so the specialty filter and its counts use an index.
  await db.schema
    .createTable('university_specialties')
    .addColumn('university_id', 'integer', (c) => c.notNull().references('universities.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('university_specialties_pk', ['university_id', 'name'])
    .execute();
  await db.schema
    .createIndex('university_specialties_name_idx')
    .on('university_specialties')
    .columns(['name', 'university_id'])
    .execute();

  await withId(db, db.schema.createTable('programs'))
    .addColumn('university_id', 'integer', (c) => c.notNull().references('universities.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text')
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('language', 'text')
    .addColumn('duration_months', 'integer')
    .addColumn('tuition_fee', real)
    .addColumn('intake', 'text')
    .addColumn('source', 'text')
    .execute();
  await db.schema.createIndex('programs_university_idx').on('programs').columns(['university_id', 'name']).execute();

  // Full-text search over name, city, country and specialties (TOOLCHAIN.md: FTS5, GIN tsvector).
  if (isPostgres(db)) {
    await sql`CREATE INDEX universities_search_idx ON universities USING gin (to_tsvector('simple', name || ' ' || city || ' ' || country || ' ' || specialties))`.execute(
      db,
    );
  } else {
    await sql`CREATE VIRTUAL TABLE universities_fts USING fts5(name, city, country, specialties, content='universities', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(
      db,
    );
    await sql`CREATE TRIGGER universities_fts_insert AFTER INSERT ON universities BEGIN
      INSERT INTO universities_fts(rowid, name, city, country, specialties) VALUES (new.id, new.name, new.city, new.country, new.specialties);
    END`.execute(db);
    await sql`CREATE TRIGGER universities_fts_delete AFTER DELETE ON universities BEGIN
      INSERT INTO universities_fts(universities_fts, rowid, name, city, country, specialties) VALUES ('delete', old.id, old.name, old.city, old.country, old.specialties);
    END`.execute(db);
    await sql`CREATE TRIGGER universities_fts_update AFTER UPDATE OF name, city, country, specialties ON universities BEGIN
      INSERT INTO universities_fts(universities_fts, rowid, name, city, country, specialties) VALUES ('delete', old.id, old.name, old.city, old.country, old.specialties);
      INSERT INTO universities_fts(rowid, name, city, country, specialties) VALUES (new.id, new.name, new.city, new.country, new.specialties);
    END`.execute(db);
  }

  await withId(db, db.schema.createTable('agencies'))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('city', 'text')
    .addColumn('phone', 'text')
    .addColumn('website', 'text')
    .addColumn('company_description', 'text')
    .addColumn('subscription_tier', 'text', (c) => c.notNull().defaultTo('STARTER'))
    .addColumn('subscription_active', bool, trueDefault(db))
    .addColumn('brand_color', 'text', (c) => c.notNull().defaultTo('#1d4ed8'))
    .addColumn('agency_slug', 'text', (c) => c.notNull().unique())
    .addColumn('allowed_origins', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('logo_key', 'text')
    .addColumn('total_revenue_generated', real, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, created)
    .addColumn('updated_at', ts, created)
    .execute();
  await db.schema
    .createIndex('agencies_country_idx')
    .on('agencies')
    .columns(['country', 'subscription_tier'])
    .execute();

  await withId(db, db.schema.createTable('students'))
    .addColumn('user_id', 'integer', (c) => c.unique().references('users.id').onDelete('cascade'))
    .addColumn('agency_id', 'integer', (c) => c.references('agencies.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('date_of_birth', 'text')
    .addColumn('nationality', 'text')
    .addColumn('passport_number', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('emergency_contact_name', 'text')
    .addColumn('emergency_contact_phone', 'text')
    .addColumn('current_education_level', 'text')
    .addColumn('institution_name', 'text')
    .addColumn('graduation_year', 'integer')
    .addColumn('gpa', real)
    .addColumn('grade_scale', 'text')
    .addColumn('ielts_score', real)
    .addColumn('toefl_score', real)
    .addColumn('sat_score', real)
    .addColumn('gre_score', real)
    .addColumn('gmat_score', real)
    .addColumn('english_proficiency', 'text')
    .addColumn('preferred_programs', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('preferred_countries', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('preferred_cities', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('budget_range', 'text')
    .addColumn('preferred_start_date', 'text')
    .addColumn('study_duration', 'text')
    .addColumn('academic_goals', 'text')
    .addColumn('career_goals', 'text')
    .addColumn('personal_statement', 'text')
    .addColumn('why_study_abroad', 'text')
    .addColumn('is_active', bool, trueDefault(db))
    .addColumn('profile_completed', bool, falseDefault(db))
    .addColumn('profile_completion_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, created)
    .addColumn('updated_at', ts, created)
    .execute();
  await db.schema.createIndex('students_agency_idx').on('students').columns(['agency_id', 'created_at']).execute();
  await db.schema.createIndex('students_nationality_idx').on('students').column('nationality').execute();

  await withId(db, db.schema.createTable('applications'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('university_id', 'integer', (c) => c.notNull().references('universities.id').onDelete('restrict'))
    .addColumn('agency_id', 'integer', (c) => c.references('agencies.id').onDelete('cascade'))
    .addColumn('program_name', 'text', (c) => c.notNull())
    .addColumn('degree_level', 'text', (c) => c.notNull())
    .addColumn('personal_statement', 'text')
    .addColumn('motivation_letter', 'text')
    .addColumn('university_notes', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('DRAFT'))
    .addColumn('created_at', ts, created)
    .addColumn('updated_at', ts, created)
    .addColumn('submitted_at', ts)
    .addColumn('reviewed_at', ts)
    .addColumn('decided_at', ts)
    .execute();
  await db.schema
    .createIndex('applications_student_idx')
    .on('applications')
    .columns(['student_id', 'status'])
    .execute();
  await db.schema
    .createIndex('applications_agency_idx')
    .on('applications')
    .columns(['agency_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('applications_university_idx')
    .on('applications')
    .columns(['university_id', 'status'])
    .execute();

  // Every status transition: who, when, from, to and a note (ARCHITECTURE.md, Decisions: the Timeline).
  await withId(db, db.schema.createTable('application_events'))
    .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('note', 'text')
    .addColumn('created_at', ts, created)
    .execute();
  await db.schema
    .createIndex('application_events_application_idx')
    .on('application_events')
    .columns(['application_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('documents'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('is_verified', bool, falseDefault(db))
    .addColumn('verified_at', ts)
    .addColumn('verified_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', ts, created)
    .execute();
  await db.schema
    .createIndex('documents_student_idx')
    .on('documents')
    .columns(['student_id', 'document_type'])
    .execute();

  // Contact messages, consultation and information requests and widget requests: one inbox.
  await withId(db, db.schema.createTable('leads'))
    .addColumn('agency_id', 'integer', (c) => c.references('agencies.id').onDelete('cascade'))
    .addColumn('university_id', 'integer', (c) => c.references('universities.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('NEW'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('nationality', 'text')
    .addColumn('subject', 'text')
    .addColumn('message', 'text')
    .addColumn('inquiry_type', 'text')
    .addColumn('program_name', 'text')
    .addColumn('degree_level', 'text')
    .addColumn('preferred_date', 'text')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('origin', 'text')
    .addColumn('student_id', 'integer', (c) => c.references('students.id').onDelete('set null'))
    .addColumn('created_at', ts, created)
    .addColumn('updated_at', ts, created)
    .execute();
  await db.schema.createIndex('leads_inbox_idx').on('leads').columns(['agency_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('leads_kind_idx').on('leads').columns(['agency_id', 'kind']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['leads', 'documents', 'application_events', 'applications', 'students', 'agencies']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  if (!isPostgres(db)) await sql`DROP TABLE IF EXISTS universities_fts`.execute(db);
  for (const table of ['programs', 'university_specialties', 'universities', 'sessions', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
