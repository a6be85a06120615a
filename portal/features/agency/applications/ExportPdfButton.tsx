import { Trans, useLingui } from '@lingui/react/macro';
import * as applications from '#sdk/resources/agency-applications';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { saveBlob } from '#portal/lib/save-blob.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';

/** Export PDF on the application page: the server writes the PDF in the portal's current language. */
export function ExportPdfButton({ applicationId }: { applicationId: number }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const { error: errorMessage } = useErrorText();
  const [busy, setBusy] = useState(false);
  const exportPdf = async () => {
    setBusy(true);
    try {
      const lang = i18n.locale === 'ar' ? 'ar' : 'en';
      saveBlob(await applications.exportPdf(api, applicationId, { lang }), `application-${applicationId}.pdf`);
    } catch (error) {
      toast.error(t`The PDF could not be exported`, errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={exportPdf}>
      <Trans>Export PDF</Trans>
    </Button>
  );
}
