import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import * as applications from '#sdk/resources/agency-applications';
import * as students from '#sdk/resources/agency-students';
import * as universities from '#sdk/resources/universities';
import { APPLICATION_CSV_COLUMNS } from '#sdk/schemas/application';
import { STUDENT_CSV_COLUMNS, type StudentImportOptions } from '#sdk/schemas/student';
import type { Client } from '#sdk/client';
import type { Database } from '#server/db/tables/database.ts';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { csvRecords, headerLine } from '#tests/support/csv-columns.ts';
import { fillWithStudents, newAgency, studentForm } from '#tests/support/agencies.ts';
import { demoClient, openDatabase } from '#tests/support/embed-fixtures.ts';
import { describeApi } from '#tests/support/suite.ts';

const BOM = '\uFEFF';
const STATEMENT =
  'I want to study civil engineering in Europe because the bridges of Rotterdam taught me how design serves a city.';

/** The text of a CSV answer, its byte-order mark kept. */
const text = async (blob: Blob) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
const records = csvRecords;

/** A CSV file from lines of cells (quoted where needed, as a spreadsheet writes it). */
const csvFile = (rows: string[][]) =>
  new Blob([
    `${rows.map((row) => row.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n')}\r\n`,
  ]);

const importFile = (client: Client, file: Blob, options: StudentImportOptions = {}) =>
  students.importCsv(client, students.importForm(file, 'students.csv', options));

describeApi('agency CSV exports and import', (server) => {
  let db: Kysely<Database>;
  beforeAll(() => {
    db = openDatabase(server());
  });
  afterAll(() => db?.destroy());

  it('exports every student the filters select, over all pages, with a BOM and no formula', async () => {
    const { client } = await newAgency(server(), 'PROFESSIONAL');
    for (let i = 0; i < 23; i++) await students.create(client, studentForm({ firstName: `Many${i}` }));
    const hostile = await students.create(
      client,
      studentForm({
        firstName: '=HYPERLINK("http://evil.example","x")',
        lastName: '@SUM(1+1)',
        academicGoals: '+cmd|calc',
        careerGoals: '-2+3',
        nationality: 'الأردن',
      }),
    );
    await students.deactivate(client, hostile.student.id);

    const csv = await text(await students.exportCsv(client));
    expect(csv.startsWith(`${BOM}${headerLine(undefined, STUDENT_CSV_COLUMNS)}\n`)).toBe(true);
    const all = records(csv);
    expect(all).toHaveLength(24);
    expect(all.filter((r) => r.firstName.startsWith('Many'))).toHaveLength(23);
    const row = all.find((r) => r.email === hostile.student.email)!;
    expect(row).toMatchObject({
      firstName: `'=HYPERLINK("http://evil.example","x")`,
      lastName: "'@SUM(1+1)",
      academicGoals: "'+cmd|calc",
      careerGoals: "'-2+3",
      nationality: 'الأردن',
      phone: "'+962 79 555 0101",
      gpa: '3.6',
      status: 'inactive',
    });
    // No cell of the file starts a formula.
    for (const r of all) for (const cell of Object.values(r)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

    expect(records(await text(await students.exportCsv(client, { status: 'inactive' })))).toHaveLength(1);
    expect(
      records(await text(await students.exportCsv(client, { search: 'many1' })))
        .map((r) => r.firstName)
        .sort(),
    ).toEqual([
      'Many1',
      'Many10',
      'Many11',
      'Many12',
      'Many13',
      'Many14',
      'Many15',
      'Many16',
      'Many17',
      'Many18',
      'Many19',
    ]);
    const empty = await text(await students.exportCsv(client, { search: 'nobody-at-all' }));
    expect(empty).toBe(`${BOM}${headerLine(undefined, STUDENT_CSV_COLUMNS)}\n`);
  });

  it('exports the agency\u2019s applications the filters select, and only to agencies', async () => {
    const { client } = await newAgency(server());
    const other = await newAgency(server());
    const [universityId] = (await universities.list(server().client(), { limit: 1 })).universities.map((u) => u.id);
    const { student } = await students.create(client, studentForm({ firstName: 'Rana', lastName: 'Saad' }));
    const payload = {
      studentId: student.id,
      universityId,
      programName: 'MSc Civil Engineering',
      degreeLevel: "Master's Degree",
      personalStatement: STATEMENT,
    };
    const draft = (await applications.create(client, payload)).application;
    const submitted = (await applications.create(client, { ...payload, status: 'SUBMITTED', programName: '=1+1' }))
      .application;
    const { student: theirs } = await students.create(other.client, studentForm());
    await applications.create(other.client, { ...payload, studentId: theirs.id });

    const csv = await text(await applications.exportCsv(client));
    expect(csv.startsWith(`${BOM}${headerLine(undefined, APPLICATION_CSV_COLUMNS)}\n`)).toBe(true);
    const rows = records(csv);
    expect(rows.map((r) => Number(r.id)).sort()).toEqual([draft.id, submitted.id].sort());
    expect(rows.find((r) => Number(r.id) === submitted.id)).toMatchObject({
      studentFirstName: 'Rana',
      studentLastName: 'Saad',
      studentEmail: student.email,
      programName: "'=1+1",
      degreeLevel: "Master's Degree",
      status: 'SUBMITTED',
      submittedAt: submitted.submittedAt,
      decidedAt: '',
    });
    expect(
      records(await text(await applications.exportCsv(client, { status: 'DRAFT' }))).map((r) => Number(r.id)),
    ).toEqual([draft.id]);
    expect(records(await text(await applications.exportCsv(client, { studentId: theirs.id })))).toEqual([]);

    const bad = await apiError(applications.exportCsv(client, { status: 'LOST' as never }));
    expect(bad.status).toBe(400);
    for (const role of ['STUDENT', 'UNIVERSITY', 'ADMIN'] as const) {
      const someone = await demoClient(server(), role);
      expect((await apiError(applications.exportCsv(someone))).status).toBe(403);
      expect((await apiError(students.exportCsv(someone))).status).toBe(403);
      expect((await apiError(importFile(someone, students.importTemplate()))).status).toBe(403);
    }
    expect((await apiError(students.exportCsv(server().client()))).status).toBe(401);
  });

  it('round trip: an export imported into another agency gives the same students', async () => {
    const source = await newAgency(server(), 'PROFESSIONAL');
    const target = await newAgency(server(), 'PROFESSIONAL');
    await students.create(source.client, studentForm({ firstName: 'لينا', lastName: 'حداد', nationality: 'لبنان' }));
    await students.create(
      source.client,
      studentForm({ firstName: '=Eq', academicGoals: 'Line one\nline "two", three' }),
    );
    await students.create(
      source.client,
      studentForm({ firstName: 'Sparse', phone: '', gpa: null, passportNumber: '', budgetRange: null }),
    );
    const leaving = await students.create(source.client, studentForm({ firstName: 'Inactive' }));
    await students.deactivate(source.client, leaving.student.id);
    for (let i = 0; i < 11; i++) await students.create(source.client, studentForm({ firstName: `Bulk${i}` }));

    const exported = await students.exportCsv(source.client);
    const dryRun = await importFile(target.client, exported);
    expect(dryRun).toMatchObject({
      dryRun: true,
      rows: 15,
      created: 15,
      updated: 0,
      skipped: 0,
      errors: [],
      duplicates: [],
      plan: { tier: 'PROFESSIONAL', used: 0, cap: 200, adding: 14 },
      planProblem: null,
    });
    expect((await students.list(target.client)).pagination.total).toBe(0);

    const applied = await importFile(target.client, exported, { mode: 'apply' });
    expect(applied).toMatchObject({ dryRun: false, rows: 15, created: 15, errors: [] });
    const byEmail = (csv: string) => records(csv).sort((a, b) => a.email.localeCompare(b.email));
    expect(byEmail(await text(await students.exportCsv(target.client)))).toEqual(byEmail(await text(exported)));
    const list = await students.list(target.client, { limit: 1 });
    expect(list.stats).toMatchObject({ total: 15, active: 14 });
    expect(list.plan.used).toBe(14);
  });

  it('names the columns in the reader\u2019s language, and an Arabic-headed export imports back', async () => {
    const source = await newAgency(server(), 'PROFESSIONAL');
    const target = await newAgency(server(), 'PROFESSIONAL');
    await students.create(source.client, studentForm({ firstName: 'Layla', nationality: 'الأردن' }));

    const arabic = await text(await students.exportCsv(source.client, { lang: 'ar' }));
    expect(arabic.split('\n')[0]).toBe(`${BOM}${headerLine('ar', STUDENT_CSV_COLUMNS)}`);
    expect(arabic.split('\n')[0]).toContain('الاسم الأول');
    expect(arabic).not.toContain('firstName');
    const english = await text(await students.exportCsv(source.client, { lang: 'en' }));
    expect(english.split('\n')[0]).toContain('First name,Last name,Email');
    // A program that asks in no language reads the columns' keys, as before the names came.
    const keys = await text(await students.exportCsv(source.client));
    expect(keys.split('\n')[0]).toBe(`${BOM}${headerLine(undefined, STUDENT_CSV_COLUMNS)}`);
    expect(records(keys)).toEqual(records(english));
    expect(records(arabic)).toEqual(records(english));
    const applicationsInArabic = await text(await applications.exportCsv(source.client, { lang: 'ar' }));
    expect(applicationsInArabic.split('\n')[0]).toBe(`${BOM}${headerLine('ar', APPLICATION_CSV_COLUMNS)}`);

    const report = await importFile(target.client, new Blob([arabic]), { mode: 'apply' });
    expect(report).toMatchObject({ rows: 1, created: 1, errors: [] });
    const [imported] = records(await text(await students.exportCsv(target.client)));
    expect(imported).toMatchObject({ firstName: 'Layla', nationality: 'الأردن', status: 'active' });

    for (const exportIn of [students.exportCsv, applications.exportCsv]) {
      const bad = await apiError(exportIn(source.client, { lang: 'fr' as never }));
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad)).toContain('Must be en or ar');
    }
  });

  it('reports every row\u2019s errors with the add form\u2019s messages, and then imports nothing', async () => {
    const { client } = await newAgency(server());
    const header = ['firstName', 'lastName', 'email', 'gpa', 'dateOfBirth', 'status', 'budgetRange'];
    const good = uniqueEmail('good');
    const file = csvFile([
      header,
      ['Good', 'Row', good, '3.2', '2004-01-01', 'active', ''],
      [' ', 'NoFirst', uniqueEmail('x'), '', '', '', ''],
      ['Bad', 'Email', 'not-an-address', '4.5', '2999-01-01', 'sleeping', 'Lots'],
      ['Twice', 'Row', good.toUpperCase(), '', '', '', ''],
    ]);
    const report = await importFile(client, file);
    expect(report.rows).toBe(4);
    expect(report.errors).toEqual([
      { row: 3, field: 'firstName', message: 'First name is required' },
      { row: 4, field: 'status', message: 'Status must be active or inactive' },
      { row: 4, field: 'email', message: 'Email is invalid' },
      { row: 4, field: 'dateOfBirth', message: 'Date of birth cannot be in the future' },
      { row: 4, field: 'gpa', message: 'GPA must be a number between 0 and 4' },
      { row: 4, field: 'budgetRange', message: 'Please choose a budget range' },
      { row: 5, field: 'email', message: 'This email appears more than once in the file' },
    ]);
    expect(report.created).toBe(1);

    const refused = await apiError(importFile(client, file, { mode: 'apply' }));
    expect(refused.status).toBe(400);
    expect(refused.serverMessage).toBe('The file has rows with errors. Nothing was imported.');
    expect(refused.errors).toContainEqual({ field: 'row 3: firstName', message: 'First name is required' });
    expect((await students.list(client)).pagination.total).toBe(0);
  });

  it('finds duplicates by e-mail; the agency skips or updates them', async () => {
    const { client } = await newAgency(server());
    const { student } = await students.create(client, studentForm({ firstName: 'Old', careerGoals: 'Kept' }));
    await students.deactivate(client, student.id);
    const fresh = uniqueEmail('fresh');
    const file = csvFile([
      ['email', 'firstName', 'lastName', 'status'],
      [student.email!.toUpperCase(), 'New', 'Name', 'active'],
      [fresh, 'Fresh', 'Student', ''],
    ]);
    const skip = await importFile(client, file, { duplicates: 'skip' });
    expect(skip).toMatchObject({ created: 1, updated: 0, skipped: 1, plan: { adding: 1 } });
    expect(skip.duplicates).toEqual([{ row: 2, email: student.email, studentId: student.id }]);
    const update = await importFile(client, file, { duplicates: 'update' });
    expect(update).toMatchObject({ created: 1, updated: 1, skipped: 0, plan: { adding: 2 } });

    await importFile(client, file, { duplicates: 'update', mode: 'apply' });
    const after = (await students.retrieve(client, student.id)).student;
    // The cells given change; the columns left empty or absent keep what was stored.
    expect(after).toMatchObject({ firstName: 'New', lastName: 'Name', isActive: true, careerGoals: 'Kept' });
    expect((await students.list(client, { search: fresh })).students).toHaveLength(1);

    // Again: both rows are now duplicates; skipping leaves everything as it is.
    const again = await importFile(client, file, { mode: 'apply' });
    expect(again).toMatchObject({ created: 0, skipped: 2 });
    expect((await students.list(client)).pagination.total).toBe(2);
  });

  it('counts the plan at the boundary: all the rows or none', async () => {
    const full = await newAgency(server(), 'STARTER');
    await fillWithStudents(db, full.agency.id, 48);
    const rows = (n: number, status = '') =>
      Array.from({ length: n }, (_, i) => [`Cap${i}`, 'Row', uniqueEmail(`cap${i}`), status]);
    const header = ['firstName', 'lastName', 'email', 'status'];

    const fits = csvFile([header, ...rows(2)]);
    expect((await importFile(full.client, fits)).planProblem).toBeNull();
    const tooMany = csvFile([header, ...rows(3)]);
    const dry = await importFile(full.client, tooMany);
    expect(dry.plan).toEqual({ tier: 'STARTER', used: 48, cap: 50, adding: 3 });
    expect(dry.planProblem).toBe('Your STARTER plan allows up to 50 students. Upgrade your plan to add more.');
    const refused = await apiError(importFile(full.client, tooMany, { mode: 'apply' }));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe('Your STARTER plan allows up to 50 students. Upgrade your plan to add more.');
    expect((await students.list(full.client, { limit: 1 })).stats.total).toBe(48);

    // Inactive rows take no place: two active and one inactive fit exactly.
    const mixed = csvFile([header, ...rows(2), ...rows(1, 'inactive')]);
    expect(await importFile(full.client, mixed, { mode: 'apply' })).toMatchObject({ created: 3, planProblem: null });
    expect((await students.list(full.client, { limit: 1 })).plan).toEqual({ tier: 'STARTER', used: 50, cap: 50 });
  });

  it('refuses what is not a students CSV with a clear message', async () => {
    const { client } = await newAgency(server());
    const refuse = async (file: Blob, options: StudentImportOptions = {}) => {
      const error = await apiError(importFile(client, file, options));
      return { status: error.status, message: error.serverMessage };
    };
    expect(await refuse(new Blob(['%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n'.padEnd(300, 'x')]))).toEqual({
      status: 415,
      message: 'Please choose a CSV file to import',
    });
    expect(await refuse(csvFile([['firstName', 'lastName', 'email', 'shoeSize']]))).toEqual({
      status: 400,
      message: 'The first line of the file must name the columns of the template',
    });
    expect(await refuse(csvFile([['firstName', 'lastName']]))).toMatchObject({ status: 400 });
    expect(await refuse(students.importTemplate())).toEqual({ status: 400, message: 'The file has no students' });
    expect(await refuse(new Blob(['firstName,lastName,email\r\n"Unclosed,Row,a@b.co\r\n']))).toEqual({
      status: 400,
      message: 'The file could not be read as CSV near line 3',
    });
    expect(
      await refuse(
        csvFile([
          ['firstName', 'lastName', 'email'],
          ['A', 'B', 'a@b.co'],
        ]),
        { mode: 'now' as never },
      ),
    ).toMatchObject({ status: 400, message: 'Validation failed' });
    const many = `firstName,lastName,email\r\n${Array.from({ length: 10_001 }, (_, i) => `A,B,r${i}@example.com`).join('\r\n')}`;
    expect(await refuse(new Blob([many]))).toEqual({ status: 400, message: 'A file can hold at most 10000 students' });
    const missing = await apiError(students.importCsv(client, new FormData()));
    expect(missing.status).toBe(400);
  });

  it('imports 10,000 rows in one go', async () => {
    const { client } = await newAgency(server(), 'ENTERPRISE');
    const lines = Array.from({ length: 10_000 }, (_, i) => `Student${i},Bulk,bulk-${i}@example.com,Jordan,3.1`);
    const file = new Blob([`${BOM}firstName,lastName,email,nationality,gpa\r\n${lines.join('\r\n')}\r\n`]);
    const report = await importFile(client, file, { mode: 'apply' });
    expect(report).toMatchObject({ rows: 10_000, created: 10_000, errors: [] });
    expect((await students.list(client, { limit: 1 })).stats.total).toBe(10_000);
    // The export reads them back a window at a time, each after the last row of the one before
    // (newest first, then by id: these share their creation time): every student exactly once.
    const exported = records(await text(await students.exportCsv(client)));
    expect(exported).toHaveLength(10_000);
    expect(new Set(exported.map((r) => r.email)).size).toBe(10_000);
  });
});
