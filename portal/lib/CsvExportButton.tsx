import { Trans, useLingui } from '@lingui/react/macro';
import { useAction } from '#portal/lib/use-action.ts';
import { saveBlob } from '#portal/lib/save-blob.ts';
import { Button } from '#portal/ui/Button/Button.tsx';

/** Downloads what the list's filters select, every page, as a CSV file made by the server. */
export function CsvExportButton({ fetchCsv, fileName }: { fetchCsv: () => Promise<Blob>; fileName: string }) {
  const { t } = useLingui();
  const { busy, run } = useAction();
  const download = async () => {
    await run(
      async () => {
        saveBlob(await fetchCsv(), fileName);
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
