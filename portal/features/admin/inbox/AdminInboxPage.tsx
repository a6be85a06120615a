import { Trans, useLingui } from '@lingui/react/macro';
import { LEAD_KINDS } from '#sdk/schemas/enums';
import { LeadInbox } from '#portal/lib/leads/LeadInbox.tsx';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { PageHeader } from '#portal/ui/PageHeader/PageHeader.tsx';

/**
 * /admin/inbox: the requests that reach the admins, those of no agency: the contact form, and consultation
 * and information requests sent from the platform's own pages. The same inbox the agencies have.
 */
export default function AdminInboxPage() {
  const { t } = useLingui();
  usePageTitle(t`Inbox`);
  return (
    <>
      <PageHeader
        title={<Trans>Inbox</Trans>}
        lead={
          <Trans>
            Messages from the contact form, and consultation and information requests that no agency sent. Answer them
            by e-mail, then mark them contacted or close them.
          </Trans>
        }
      />
      <LeadInbox
        kinds={[...LEAD_KINDS]}
        emptyDescription={t`Messages from the contact form and requests from the platform's pages arrive here.`}
      />
    </>
  );
}
