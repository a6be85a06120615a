import { Trans, useLingui } from '@lingui/react/macro';
import { useConfirmedRequest } from '#portal/lib/use-confirmed-request.ts';
import { ConfirmDialog } from '#portal/ui/ConfirmDialog/ConfirmDialog.tsx';

/**
 * "Download the data" (GDPR art. 15, 20) after a confirmation: the server builds a ZIP of the
 * person's data in the background and e-mails the signed-in user a link to it, valid 24 hours.
 * The student's own settings, an agency's student page and the admins' students table use it.
 */
export function useDataExport<T>(request: (target: T) => Promise<unknown>) {
  const { t } = useLingui();
  const exporting = useConfirmedRequest({
    request,
    done: t`Export requested. We will e-mail you a link to the data.`,
    failed: t`The export could not be requested`,
  });
  const dialog = (
    <ConfirmDialog {...exporting.dialog} title={t`Download the data?`} confirmLabel={t`Send me the link`}>
      <p>
        <Trans>
          We prepare a ZIP with the profile, the applications with their timelines, the messages, the notifications and
          the documents&apos; files, and e-mail you a link to it. The link works for 24 hours.
        </Trans>
      </p>
    </ConfirmDialog>
  );
  return { ask: exporting.ask, dialog };
}
