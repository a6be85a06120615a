import type { AgencyTable } from './agency.table.ts';
import type { AuditLogTable } from './audit.table.ts';
import type { PlatformSettingTable } from './settings.table.ts';
import type {
  ApplicationChecklistItemTable,
  ApplicationEventTable,
  ApplicationTable,
  DocumentRequestTable,
} from './application.table.ts';
import type {
  EmailOptOutTable,
  MessageAttachmentTable,
  MessageReadTable,
  MessageTable,
  NotificationTable,
} from './conversation.table.ts';
import type { DocumentTable } from './document.table.ts';
import type { LeadTable } from './lead.table.ts';
import type { EmailOutboxTable, PasswordResetTable } from './mail.table.ts';
import type { StudentTable } from './student.table.ts';
import type {
  CatalogueFoldingTable,
  CatalogueRevisionTable,
  ProgramFeeTable,
  ProgramIntakeTable,
  ProgramTable,
  UniversityClaimTable,
  UniversitySpecialtyTable,
  UniversityTable,
} from './university.table.ts';
import type { SignInChallengeTable, TwoFactorRecoveryCodeTable, TwoFactorTable } from './two-factor.table.ts';
import type { SessionTable, UserTable } from './user.table.ts';

/** Every table, as Kysely sees it. */
export interface Database {
  users: UserTable;
  sessions: SessionTable;
  two_factor: TwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodeTable;
  sign_in_challenges: SignInChallengeTable;
  universities: UniversityTable;
  university_specialties: UniversitySpecialtyTable;
  programs: ProgramTable;
  program_intakes: ProgramIntakeTable;
  program_fees: ProgramFeeTable;
  catalogue_revision: CatalogueRevisionTable;
  catalogue_folding: CatalogueFoldingTable;
  agencies: AgencyTable;
  students: StudentTable;
  applications: ApplicationTable;
  application_events: ApplicationEventTable;
  application_checklist_items: ApplicationChecklistItemTable;
  document_requests: DocumentRequestTable;
  university_claims: UniversityClaimTable;
  documents: DocumentTable;
  leads: LeadTable;
  audit_log: AuditLogTable;
  platform_settings: PlatformSettingTable;
  email_outbox: EmailOutboxTable;
  password_resets: PasswordResetTable;
  messages: MessageTable;
  message_attachments: MessageAttachmentTable;
  message_reads: MessageReadTable;
  notifications: NotificationTable;
  email_opt_outs: EmailOptOutTable;
}
