import type { AgencyMemberTable, AgencyOfficeTable, AgencyTable } from './agency.table.ts';
import type { ApiKeyTable } from './api-key.table.ts';
import type { IdempotencyKeyTable } from './idempotency-key.table.ts';
import type { WebhookDeliveryTable, WebhookTable } from './webhook.table.ts';
import type { AuditLogTable } from './audit.table.ts';
import type { CommissionAgreementTable, CommissionClaimTable } from './commission.table.ts';
import type { PlatformSettingTable } from './settings.table.ts';
import type { CatalogueOtherNameTable } from './other-name.table.ts';
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
import type { DataExportTable } from './data-export.table.ts';
import type { CatalogueDemandTable } from './demand.table.ts';
import type { DocumentTable } from './document.table.ts';
import type { ErasureRequestTable } from './erasure.table.ts';
import type { LeadTable } from './lead.table.ts';
import type { EmailOutboxTable, PasswordResetTable } from './mail.table.ts';
import type { ShortlistItemTable } from './shortlist.table.ts';
import type { AgencyTaskTable } from './task.table.ts';
import type { StudentTable } from './student.table.ts';
import type { WidgetVisitDayTable } from './widget-visit.table.ts';
import type { WeeklySummaryTable } from './weekly-summary.table.ts';
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
  api_keys: ApiKeyTable;
  idempotency_keys: IdempotencyKeyTable;
  webhooks: WebhookTable;
  webhook_deliveries: WebhookDeliveryTable;
  universities: UniversityTable;
  university_specialties: UniversitySpecialtyTable;
  programs: ProgramTable;
  program_intakes: ProgramIntakeTable;
  program_fees: ProgramFeeTable;
  catalogue_revision: CatalogueRevisionTable;
  catalogue_folding: CatalogueFoldingTable;
  catalogue_other_names: CatalogueOtherNameTable;
  agencies: AgencyTable;
  agency_members: AgencyMemberTable;
  agency_offices: AgencyOfficeTable;
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
  data_exports: DataExportTable;
  erasure_requests: ErasureRequestTable;
  catalogue_demand: CatalogueDemandTable;
  widget_visit_days: WidgetVisitDayTable;
  commission_agreements: CommissionAgreementTable;
  commission_claims: CommissionClaimTable;
  shortlist_items: ShortlistItemTable;
  agency_tasks: AgencyTaskTable;
  weekly_summaries: WeeklySummaryTable;
}
