import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import { emailTextsIn } from '#server/services/i18n/texts-in.ts';
import { portalAddress } from '#server/services/mail/portal-address.ts';
import { notifyUsers } from './notify.ts';

const texts = (i18n: I18n, name: string) => ({
  subject: i18n._(msg`New request from ${name}`),
  line: i18n._(msg`${name} sent a request. It waits in your leads inbox.`),
  action: i18n._(msg`Open the leads inbox`),
});
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
      const { subject, line, action } = texts(emailTextsIn(language), lead.name);
      const inbox = lead.agencyId !== null ? '/dashboard/leads' : '/admin/inbox';
      return {
        subject,
        lines: [line],
        action: { label: action, url: portalAddress(publicUrl, language, inbox) },
      };
    },
  });
}
