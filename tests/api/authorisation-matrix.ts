import type { UserType } from '#sdk/schemas/enums';

/**
 * A record that belongs to one owner (a demo account), for checking that another owner of the
 * same kind is told it does not exist (404, ARCHITECTURE.md). `tests/api/authorisation.test.ts` finds
 * each in the demo data.
 */
export type OwnedRecord =
  | 'application'
  | 'document'
  | 'lead'
  | 'agencyStudent'
  | 'program'
  | 'universityApplication'
  | 'agencyApplication';

export interface RouteRule {
  /**
   * Who gets past sign-in and the role check: `anyone` (no sign-in needed), `signed-in` (any
   * role), or the roles named. Everyone else gets 401 (not signed in) or 403 (wrong role).
   */
  allow: 'anyone' | 'signed-in' | UserType[];
  /**
   * For a route on one record: another owner of the first allowed role (a student for `signed-in`)
   * asking for this record gets 404.
   */
  owned?: OwnedRecord;
  /** A valid body for that call, when `{}` would be refused before ownership is checked. */
  body?: object;
  /** The call ends the session it is made with (each call gets a fresh sign-in). */
  endsSession?: true;
  /**
   * Only an agency's owner may call it: the agency's manager and counsellor get 403.
   * Every other AGENCY route lets them through, and on a route with `owned` the counsellor the
   * record is not assigned to gets 404, like another agency.
   */
  ownerOnly?: true;
  /** Only the agency's owner and managers (its money's figures): the counsellor gets 403. */
  ownerOrManager?: true;
}

/**
 * Every route under server/routes/api, by method and file path (`[id]` as in the file name). A
 * route without a row here fails `authorisation.test.ts`: add yours when you add a route.
 */
export const AUTHORISATION_MATRIX: Record<string, RouteRule> = {
  // Public: the catalogue, the widgets' agency face, sign-in and the forms anyone may send.
  'GET /api/universities': { allow: 'anyone' },
  'GET /api/universities/[id]': { allow: 'anyone' },
  'GET /api/universities/meta/countries': { allow: 'anyone' },
  'GET /api/universities/[id]/image': { allow: 'anyone' },
  'GET /api/programs': { allow: 'anyone' },
  'GET /api/programs/[id]': { allow: 'anyone' },
  'POST /api/programs/[id]/eligibility': { allow: 'anyone' },
  'GET /api/programs/compare': { allow: 'anyone' },
  'GET /api/search/suggest': { allow: 'anyone' },
  'POST /api/search/eligibility': { allow: 'anyone' },
  'GET /api/settings/contact': { allow: 'anyone' },
  'GET /api/universities/meta/specialties': { allow: 'anyone' },
  'GET /api/api/universities/meta/countries': { allow: 'anyone' },
  'GET /api/api/universities/meta/specialties': { allow: 'anyone' },
  'GET /api/public/agencies/[slug]': { allow: 'anyone' },
  'GET /api/public/agencies/[slug]/logo': { allow: 'anyone' },
  'GET /api/meta/demo-accounts': { allow: 'anyone' },
  'POST /api/auth/login': { allow: 'anyone' },
  'POST /api/auth/register': { allow: 'anyone' },
  'POST /api/auth/forgot-password': { allow: 'anyone' },
  'POST /api/auth/reset-password': { allow: 'anyone' },
  'POST /api/auth/2fa/verify': { allow: 'anyone' },
  'GET /api/data-exports/[token]': { allow: 'anyone' },
  'POST /api/me/erase/confirm': { allow: 'anyone' },
  'POST /api/contact': { allow: 'anyone' },
  'POST /api/leads': { allow: 'anyone' },

  // Any signed-in user, about their own session.
  'GET /api/auth/me': { allow: 'signed-in' },
  'POST /api/auth/logout': { allow: 'signed-in', endsSession: true },
  'POST /api/auth/refresh': { allow: 'signed-in', endsSession: true },
  'POST /api/auth/change-password': { allow: 'signed-in', endsSession: true },
  'POST /api/auth/2fa/setup': { allow: 'signed-in' },
  'POST /api/auth/2fa/enable': { allow: 'signed-in' },
  'POST /api/auth/2fa/disable': { allow: 'signed-in' },
  'GET /api/auth/sessions': { allow: 'signed-in' },
  'DELETE /api/auth/sessions/[id]': { allow: 'signed-in' },
  'GET /api/keys': { allow: ['AGENCY', 'UNIVERSITY'], ownerOnly: true },
  'POST /api/keys': {
    allow: ['AGENCY', 'UNIVERSITY'],
    body: { name: 'Matrix', scopes: ['leads:read'] },
    ownerOnly: true,
  },
  'DELETE /api/keys/[id]': { allow: ['AGENCY', 'UNIVERSITY'], ownerOnly: true },
  'GET /api/webhooks': { allow: ['AGENCY', 'UNIVERSITY'], ownerOnly: true },
  'POST /api/webhooks': {
    allow: ['AGENCY', 'UNIVERSITY'],
    body: { url: 'https://crm.example.com/hooks', events: ['lead.created'] },
    ownerOnly: true,
  },
  'DELETE /api/webhooks/[id]': { allow: ['AGENCY', 'UNIVERSITY'], ownerOnly: true },
  'POST /api/webhooks/[id]/test': { allow: ['AGENCY', 'UNIVERSITY'], ownerOnly: true },
  'POST /api/webhooks/[id]/secret': { allow: ['AGENCY', 'UNIVERSITY'], ownerOnly: true },
  'POST /api/webhooks/[id]/enable': { allow: ['AGENCY', 'UNIVERSITY'], ownerOnly: true },
  'GET /api/webhooks/[id]/deliveries': { allow: ['AGENCY', 'UNIVERSITY'], ownerOnly: true },

  // Commissions: the agency's agreements and claims, the university's side of them, the admins' view.
  'GET /api/commissions/agreements': { allow: ['AGENCY', 'UNIVERSITY', 'ADMIN'], ownerOnly: true },
  'POST /api/commissions/agreements': { allow: ['AGENCY'], ownerOnly: true },
  'PUT /api/commissions/agreements/[id]': { allow: ['AGENCY'], ownerOnly: true },
  'POST /api/commissions/agreements/[id]/confirm': { allow: ['UNIVERSITY'] },
  'GET /api/commissions/claims': { allow: ['AGENCY', 'UNIVERSITY', 'ADMIN'], ownerOnly: true },
  'GET /api/commissions/claims/export.csv': { allow: ['AGENCY', 'UNIVERSITY', 'ADMIN'], ownerOnly: true },
  'GET /api/commissions/claims/[id]/invoice.pdf': { allow: ['AGENCY', 'UNIVERSITY', 'ADMIN'], ownerOnly: true },
  'POST /api/commissions/claims/[id]/raise': { allow: ['AGENCY'], ownerOnly: true },
  'POST /api/commissions/claims/[id]/paid': { allow: ['UNIVERSITY'] },
  'POST /api/commissions/claims/[id]/dispute': { allow: ['UNIVERSITY'] },
  'POST /api/commissions/claims/[id]/received': { allow: ['AGENCY'], ownerOnly: true },
  'GET /api/commissions/revenue': { allow: ['AGENCY'], ownerOrManager: true },
  // The weekly e-mail of the analytics: an agency's owner, a university, an admin.
  'GET /api/analytics/weekly-summary': { allow: ['AGENCY', 'UNIVERSITY', 'ADMIN'], ownerOnly: true },
  'PUT /api/analytics/weekly-summary': { allow: ['AGENCY', 'UNIVERSITY', 'ADMIN'], ownerOnly: true },
  'GET /api/notifications': { allow: 'signed-in' },
  'POST /api/notifications/read': { allow: 'signed-in' },
  'GET /api/notifications/settings': { allow: 'signed-in' },
  'PUT /api/notifications/settings': { allow: 'signed-in' },

  // The conversation of an application, between its applicant's side, the admins and the university.
  'GET /api/conversations': { allow: 'signed-in' },
  'GET /api/conversations/[id]/messages': { allow: 'signed-in', owned: 'application' },
  'POST /api/conversations/[id]/messages': { allow: 'signed-in', owned: 'application', body: { body: 'Hello' } },
  'POST /api/conversations/[id]/read': { allow: 'signed-in', owned: 'application' },
  'POST /api/conversations/[id]/messages/upload': { allow: 'signed-in', owned: 'application' },
  'GET /api/conversations/[id]/attachments/[attachmentId]': { allow: 'signed-in', owned: 'application' },

  // A student's own area.
  'GET /api/direct-students/applications': { allow: ['STUDENT'] },
  'POST /api/direct-students/applications': { allow: ['STUDENT'] },
  'GET /api/direct-students/applications/[id]': { allow: ['STUDENT'], owned: 'application' },
  'PUT /api/direct-students/applications/[id]': { allow: ['STUDENT'], owned: 'application' },
  'DELETE /api/direct-students/applications/[id]': { allow: ['STUDENT'], owned: 'application' },
  'POST /api/direct-students/applications/[id]/document-requests/[requestId]/answer': {
    allow: ['STUDENT'],
    owned: 'application',
  },
  'GET /api/direct-students/applications/[id]/decision-letter': { allow: ['STUDENT'], owned: 'application' },
  'POST /api/direct-students/applications/[id]/offer': {
    allow: ['STUDENT'],
    owned: 'application',
    body: { decision: 'ACCEPT' },
  },
  'GET /api/direct-students/dashboard': { allow: ['STUDENT'] },
  'GET /api/direct-students/matches': { allow: ['STUDENT'] },
  'GET /api/direct-students/shortlist': { allow: ['STUDENT'] },
  'PUT /api/direct-students/shortlist/[programId]': { allow: ['STUDENT'] },
  'DELETE /api/direct-students/shortlist/[programId]': { allow: ['STUDENT'] },
  'GET /api/direct-students/documents': { allow: ['STUDENT'] },
  'GET /api/direct-students/documents/[id]': { allow: ['STUDENT'], owned: 'document' },
  'PUT /api/direct-students/documents/[id]': { allow: ['STUDENT'], owned: 'document' },
  'DELETE /api/direct-students/documents/[id]': { allow: ['STUDENT'], owned: 'document' },
  'GET /api/direct-students/documents/[id]/download': { allow: ['STUDENT', 'AGENCY', 'ADMIN'], owned: 'document' },
  'GET /api/direct-students/documents/stats/overview': { allow: ['STUDENT'] },
  'POST /api/direct-students/documents/upload': { allow: ['STUDENT'] },
  'GET /api/direct-students/profile': { allow: ['STUDENT'] },
  'POST /api/me/export': { allow: ['STUDENT'] },
  'POST /api/me/erase': { allow: ['STUDENT'] },
  'PUT /api/direct-students/profile': { allow: ['STUDENT'] },
  'POST /api/direct-students/setup': { allow: ['STUDENT'] },

  // An agency's own area (admins also read and handle leads).
  'GET /api/leads': { allow: ['AGENCY', 'ADMIN'] },
  'PUT /api/leads/[id]': { allow: ['AGENCY', 'ADMIN'], owned: 'lead', body: { status: 'CONTACTED' } },
  'POST /api/leads/[id]/convert': { allow: ['AGENCY'], owned: 'lead' },
  'GET /api/applications/agency': { allow: ['AGENCY'] },
  'GET /api/applications/export.csv': { allow: ['AGENCY'] },
  'GET /api/applications/stats/dashboard': { allow: ['AGENCY'] },
  'GET /api/analytics/agency': { allow: ['AGENCY'] },
  'POST /api/applications': { allow: ['AGENCY'] },
  'GET /api/applications/[id]': { allow: ['AGENCY'], owned: 'agencyApplication' },
  'PUT /api/applications/[id]': { allow: ['AGENCY'], owned: 'agencyApplication' },
  'DELETE /api/applications/[id]': { allow: ['AGENCY'], owned: 'agencyApplication' },
  'GET /api/applications/[id]/export.pdf': { allow: ['AGENCY'], owned: 'agencyApplication' },
  'PUT /api/applications/[id]/status': { allow: ['AGENCY'], owned: 'agencyApplication', body: { status: 'WITHDRAWN' } },
  'POST /api/applications/[id]/offer': { allow: ['AGENCY'], owned: 'agencyApplication', body: { decision: 'ACCEPT' } },
  'POST /api/applications/[id]/document-requests/[requestId]/answer': {
    allow: ['AGENCY'],
    owned: 'agencyApplication',
  },
  'GET /api/students': { allow: ['AGENCY'] },
  'POST /api/students': { allow: ['AGENCY'] },
  'GET /api/students/export.csv': { allow: ['AGENCY'] },
  'POST /api/students/import': { allow: ['AGENCY'] },
  'GET /api/students/[id]': { allow: ['AGENCY'], owned: 'agencyStudent' },
  'GET /api/students/[id]/matches': { allow: ['AGENCY'], owned: 'agencyStudent' },
  'GET /api/programs/[id]/students': { allow: ['AGENCY'] },
  'GET /api/students/[id]/shortlist': { allow: ['AGENCY'], owned: 'agencyStudent' },
  'GET /api/students/[id]/compare.pdf': { allow: ['AGENCY'], owned: 'agencyStudent' },
  'PUT /api/students/[id]/shortlist/[programId]': { allow: ['AGENCY'], owned: 'agencyStudent' },
  'DELETE /api/students/[id]/shortlist/[programId]': { allow: ['AGENCY'], owned: 'agencyStudent' },
  'PUT /api/students/[id]': { allow: ['AGENCY'], owned: 'agencyStudent' },
  'DELETE /api/students/[id]': { allow: ['AGENCY'], owned: 'agencyStudent' },
  'POST /api/students/[id]/export': { allow: ['AGENCY'], owned: 'agencyStudent' },
  'POST /api/students/[id]/erase': { allow: ['AGENCY'], owned: 'agencyStudent' },
  'GET /api/students/[id]/documents': { allow: ['AGENCY'], owned: 'agencyStudent' },
  'POST /api/students/[id]/documents': { allow: ['AGENCY'], owned: 'agencyStudent' },
  'DELETE /api/students/[id]/documents/[documentId]': { allow: ['AGENCY'], owned: 'agencyStudent' },
  'POST /api/uploads/agency/logo': { allow: ['AGENCY'], ownerOnly: true },
  'POST /api/users/agency-setup': { allow: ['AGENCY'], ownerOnly: true },
  'GET /api/users/agency/embed': { allow: ['AGENCY'], ownerOnly: true },
  'PUT /api/users/agency/embed': { allow: ['AGENCY'], ownerOnly: true },
  'GET /api/users/agency/profile': { allow: ['AGENCY'] },
  'PUT /api/users/agency/profile': { allow: ['AGENCY'], ownerOnly: true },
  'GET /api/agency/members': { allow: ['AGENCY'] },
  'POST /api/agency/members': { allow: ['AGENCY'], ownerOnly: true },
  'PUT /api/agency/members/[id]': { allow: ['AGENCY'], ownerOnly: true },
  'DELETE /api/agency/members/[id]': { allow: ['AGENCY'], ownerOnly: true },
  // Tasks: every member's own; a counsellor's scope is proved in agency-tasks.test.ts.
  'GET /api/tasks': { allow: ['AGENCY'] },
  'POST /api/tasks': { allow: ['AGENCY'] },
  'PUT /api/tasks/[id]': { allow: ['AGENCY'] },
  'POST /api/agency/students/assign': { allow: ['AGENCY'] },
  'POST /api/agency/leads/assign': { allow: ['AGENCY'] },
  'PUT /api/agency/settings/lead-assignment': { allow: ['AGENCY'], ownerOnly: true },
  'PUT /api/agency/settings/security': { allow: ['AGENCY'], ownerOnly: true },
  // Offices: every member sees them; the owner and managers keep them. A limited manager's
  // scope is proved in agency-offices.test.ts.
  'GET /api/agency/offices': { allow: ['AGENCY'] },
  'POST /api/agency/offices': { allow: ['AGENCY'], ownerOrManager: true, body: { name: 'Cairo' } },
  'PUT /api/agency/offices/[id]': { allow: ['AGENCY'], ownerOrManager: true, body: { name: 'Cairo' } },
  'DELETE /api/agency/offices/[id]': { allow: ['AGENCY'], ownerOrManager: true },
  // The activity feeds: the record's, as its page; a counsellor's scope in agency-activity.test.ts.
  'GET /api/students/[id]/activity': { allow: ['AGENCY'], owned: 'agencyStudent' },
  'GET /api/applications/[id]/activity': { allow: ['AGENCY'], owned: 'agencyApplication' },

  // A university's own area.
  'POST /api/users/university-setup': { allow: ['UNIVERSITY'] },
  'GET /api/users/university/claim': { allow: ['UNIVERSITY'] },
  'GET /api/users/university/profile': { allow: ['UNIVERSITY'] },
  'POST /api/users/university/image': { allow: ['UNIVERSITY'] },
  'PUT /api/users/university/profile': { allow: ['UNIVERSITY'] },
  'GET /api/users/university/programs': { allow: ['UNIVERSITY'] },
  'POST /api/users/university/programs': { allow: ['UNIVERSITY'] },
  'PUT /api/users/university/programs/[id]': { allow: ['UNIVERSITY'], owned: 'program' },
  'DELETE /api/users/university/programs/[id]': { allow: ['UNIVERSITY'], owned: 'program' },
  'GET /api/users/university/programs/[id]': { allow: ['UNIVERSITY'], owned: 'program' },
  'GET /api/users/university/programs/export.csv': { allow: ['UNIVERSITY'] },
  'POST /api/users/university/programs/import': { allow: ['UNIVERSITY'] },
  'GET /api/university/dashboard': { allow: ['UNIVERSITY'] },
  'GET /api/analytics/university': { allow: ['UNIVERSITY'] },
  'GET /api/university/applications': { allow: ['UNIVERSITY'] },
  'GET /api/university/applications/[id]': { allow: ['UNIVERSITY'], owned: 'universityApplication' },
  'POST /api/university/applications/[id]/start-review': { allow: ['UNIVERSITY'], owned: 'universityApplication' },
  'POST /api/university/applications/[id]/enrolment': {
    allow: ['UNIVERSITY'],
    owned: 'universityApplication',
    body: { enrolled: true },
  },
  'PUT /api/university/applications/[id]/review': { allow: ['UNIVERSITY'] },
  'GET /api/university/applications/[id]/decision-letter': { allow: ['UNIVERSITY'], owned: 'universityApplication' },
  'GET /api/university/applications/[id]/documents/[documentId]/download': {
    allow: ['UNIVERSITY'],
    owned: 'universityApplication',
  },
  'POST /api/university/applications/[id]/decision': { allow: ['UNIVERSITY'] },

  // Admins only.
  'GET /api/admin/outbox': { allow: ['ADMIN'] },
  'GET /api/admin/audit': { allow: ['ADMIN'] },
  'GET /api/admin/dashboard': { allow: ['ADMIN'] },
  'GET /api/analytics/admin': { allow: ['ADMIN'] },
  'PUT /api/admin/settings/contact': { allow: ['ADMIN'] },
  'GET /api/admin/other-names': { allow: ['ADMIN'] },
  'POST /api/admin/other-names': { allow: ['ADMIN'] },
  'PUT /api/admin/other-names/[id]': { allow: ['ADMIN'] },
  'DELETE /api/admin/other-names/[id]': { allow: ['ADMIN'] },
  'GET /api/admin/settings/email': { allow: ['ADMIN'] },
  'PUT /api/admin/settings/email': { allow: ['ADMIN'] },
  'GET /api/admin/settings/security': { allow: ['ADMIN'] },
  'PUT /api/admin/settings/security': { allow: ['ADMIN'] },
  'GET /api/admin/settings/privacy': { allow: ['ADMIN'] },
  'PUT /api/admin/settings/privacy': { allow: ['ADMIN'] },
  'GET /api/admin/universities': { allow: ['ADMIN'] },
  'POST /api/admin/universities/create': { allow: ['ADMIN'] },
  'POST /api/admin/universities/bulk-action': { allow: ['ADMIN'] },
  'PUT /api/admin/universities/[id]': { allow: ['ADMIN'] },
  'DELETE /api/admin/universities/[id]': { allow: ['ADMIN'] },
  'POST /api/admin/universities/[id]/image': { allow: ['ADMIN'] },
  'GET /api/admin/agencies': { allow: ['ADMIN'] },
  'POST /api/admin/agencies/create': { allow: ['ADMIN'] },
  'PUT /api/admin/agencies/[id]': { allow: ['ADMIN'] },
  'DELETE /api/admin/agencies/[id]': { allow: ['ADMIN'] },
  'POST /api/admin/agencies/bulk-action': { allow: ['ADMIN'] },
  'GET /api/admin/students': { allow: ['ADMIN'] },
  'POST /api/admin/students/create': { allow: ['ADMIN'] },
  'PUT /api/admin/students/[id]': { allow: ['ADMIN'] },
  'DELETE /api/admin/students/[id]': { allow: ['ADMIN'] },
  'POST /api/admin/students/[id]/export': { allow: ['ADMIN'] },
  'POST /api/admin/students/[id]/erase': { allow: ['ADMIN'] },
  'POST /api/admin/students/bulk-action': { allow: ['ADMIN'] },
  'GET /api/admin/users': { allow: ['ADMIN'] },
  'GET /api/admin/applications': { allow: ['ADMIN'] },
  'GET /api/admin/applications/pending': { allow: ['ADMIN'] },
  'GET /api/admin/applications/[id]': { allow: ['ADMIN'] },
  'POST /api/admin/applications/[id]/take': { allow: ['ADMIN'] },
  'POST /api/admin/applications/[id]/approve': { allow: ['ADMIN'] },
  'POST /api/admin/applications/[id]/reject': { allow: ['ADMIN'] },
  'PUT /api/admin/applications/[id]/checklist/[documentType]': { allow: ['ADMIN'] },
  'POST /api/admin/applications/[id]/document-requests': { allow: ['ADMIN'] },
  'GET /api/admin/university-claims': { allow: ['ADMIN'] },
  'POST /api/admin/university-claims/[id]/approve': { allow: ['ADMIN'] },
  'POST /api/admin/university-claims/[id]/reject': { allow: ['ADMIN'] },
  'POST /api/admin/users/[id]/activate': { allow: ['ADMIN'] },
  'POST /api/admin/users/[id]/deactivate': { allow: ['ADMIN'] },
  'DELETE /api/admin/users/[id]/two-factor': { allow: ['ADMIN'] },
  'GET /api/admin/universities/[id]/programs': { allow: ['ADMIN'] },
  'POST /api/admin/universities/[id]/programs': { allow: ['ADMIN'] },
  'PUT /api/admin/universities/[id]/programs/[programId]': { allow: ['ADMIN'] },
  'DELETE /api/admin/universities/[id]/programs/[programId]': { allow: ['ADMIN'] },
  'GET /api/admin/universities/[id]/programs/[programId]': { allow: ['ADMIN'] },
  'GET /api/admin/universities/[id]/programs/export.csv': { allow: ['ADMIN'] },
  'POST /api/admin/universities/[id]/programs/import': { allow: ['ADMIN'] },
};
