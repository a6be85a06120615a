import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import type { EmailLanguage } from '#server/services/mail/email-layout.ts';
import { portalAddress } from '#server/services/mail/portal-address.ts';
import { notifyUsers } from './notify.ts';

const TEXTS = {
  en: (name: string) => ({
    subject: `New request from ${name}`,
    line: `${name} sent a request. It waits in your leads inbox.`,
    action: 'Open the leads inbox',
  }),
  ar: (name: string) => ({
    subject: `طلب جديد من ${name}`,
    line: `أرسل ${name} طلبًا، وهو بانتظارك في صندوق العملاء المحتملين.`,
    action: 'فتح صندوق العملاء المحتملين',
  }),
} satisfies Record<EmailLanguage, unknown>;

/** Tells the inbox's owners of a new lead: the agency it was sent to, or the admins. */
export async function notifyNewLead(
  trx: Kysely<Database>,
  publicUrl: string,
  lead: { agencyId: number | null; name: string; kind: string },
) {
  const recipients = await trx
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.language', 'u.user_type'])
    .where('u.is_active', '=', true)
    .$if(lead.agencyId === null, (q) => q.where('u.user_type', '=', 'ADMIN'))
    .$if(lead.agencyId !== null, (q) =>
      q.where('u.id', 'in', trx.selectFrom('agencies').select('user_id').where('id', '=', lead.agencyId!)),
    )
    .execute();
  await notifyUsers(trx, recipients, {
    kind: 'NEW_LEAD',
    applicationId: null,
    params: { name: lead.name, leadKind: lead.kind },
    email: (language) => {
      const texts = TEXTS[language](lead.name);
      const inbox = lead.agencyId !== null ? '/dashboard/leads' : '/admin/inbox';
      return {
        subject: texts.subject,
        lines: [texts.line],
        action: { label: texts.action, url: portalAddress(publicUrl, language, inbox) },
      };
    },
  });
}
