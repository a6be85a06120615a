import type { AgencyTable } from './agency.table.ts';
import type { ApplicationEventTable, ApplicationTable } from './application.table.ts';
import type { DocumentTable } from './document.table.ts';
import type { LeadTable } from './lead.table.ts';
import type { StudentTable } from './student.table.ts';
import type { CatalogueRevisionTable, ProgramTable, UniversitySpecialtyTable, UniversityTable } from './university.table.ts';
import type { SessionTable, UserTable } from './user.table.ts';

/** Every table, as Kysely sees it. */
export interface Database {
  users: UserTable;
  sessions: SessionTable;
  universities: UniversityTable;
  university_specialties: UniversitySpecialtyTable;
  programs: ProgramTable;
  catalogue_revision: CatalogueRevisionTable;
  agencies: AgencyTable;
  students: StudentTable;
  applications: ApplicationTable;
  application_events: ApplicationEventTable;
  documents: DocumentTable;
  leads: LeadTable;
}
