import { Trans, useLingui } from '@lingui/react/macro';
import * as applications from '#sdk/resources/agency-applications';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { saveBlob } from '#portal/lib/save-blob.ts';
import { Button } from '#portal/ui/Button/Button.tsx';

/** Export PDF on the application page: the server writes the PDF in the portal's current language. */
export function ExportPdfButton({ applicationId }: { applicationId: number }) {
  const { t, i18n } = useLingui();
  const { busy, run } = useAction();
  const exportPdf = async () => {
    await run(
      async () => {
        const lang = i18n.locale === 'ar' ? 'ar' : 'en';
        saveBlob(await applications.exportPdf(api, applicationId, { lang }), `application-${applicationId}.pdf`);
      },
      { failed: t`The PDF could not be exported` },
    );
  };
  return (
    <Button variant="secondary" loading={busy} onClick={exportPdf}>
      <Trans>Export PDF</Trans>
    </Button>
  );
}
