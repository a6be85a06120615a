import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useErrorText } from '#portal/lib/error-text.ts';
import { saveBlob } from '#portal/lib/save-blob.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';

/** Downloads what the list's filters select, every page, as a CSV file made by the server. */
export function CsvExportButton({ fetchCsv, fileName }: { fetchCsv: () => Promise<Blob>; fileName: string }) {
  const { t } = useLingui();
  const toast = useToast();
  const { error: errorMessage } = useErrorText();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await fetchCsv(), fileName);
    } catch (error) {
      toast.error(t`Download failed`, errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={download}>
      <Trans>Export CSV</Trans>
    </Button>
  );
}
