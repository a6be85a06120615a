import { Trans, useLingui } from '@lingui/react/macro';
import { useAction } from '#portal/lib/use-action.ts';
import { saveBlob } from '#portal/lib/save-blob.ts';
import { Button } from '#portal/ui/Button/Button.tsx';

/** Downloads what the list's filters select, every page, as a CSV file made by the server, its columns named in the screen's language. */
export function CsvExportButton({
  fetchCsv,
  fileName,
}: {
  fetchCsv: (lang: 'en' | 'ar') => Promise<Blob>;
  fileName: string;
}) {
  const { t, i18n } = useLingui();
  const { busy, run } = useAction();
  const download = async () => {
    await run(
      async () => {
        saveBlob(await fetchCsv(i18n.locale === 'ar' ? 'ar' : 'en'), fileName);
      },
      { failed: t`Download failed` },
    );
  };
  return (
    <Button variant="secondary" loading={busy} onClick={download}>
      <Trans>Export CSV</Trans>
    </Button>
  );
}
