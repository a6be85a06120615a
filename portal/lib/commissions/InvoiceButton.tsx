import { Trans, useLingui } from '@lingui/react/macro';
import * as commissions from '#sdk/resources/commissions';
import type { Claim } from '#sdk/schemas/commission';
import { api } from '#portal/lib/api.ts';
import { saveBlob } from '#portal/lib/save-blob.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { Button } from '#portal/ui/Button/Button.tsx';

/** Downloads a raised claim's invoice as a PDF in the reader's language. */
export function InvoiceButton({ claim }: { claim: Claim }) {
  const { t, i18n } = useLingui();
  const { busy, run } = useAction();
  const lang = i18n.locale === 'ar' ? 'ar' : 'en';
  const download = () =>
    run(
      async () => saveBlob(await commissions.invoice(api, claim.id, { lang }), `invoice-${claim.invoiceNumber}.pdf`),
      { failed: t`Download failed` },
    );
  return (
    <Button variant="secondary" size="sm" loading={busy} onClick={download}>
      <Trans>Invoice (PDF)</Trans>
    </Button>
  );
}
