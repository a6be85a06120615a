import { Trans, useLingui } from '@lingui/react/macro';
import * as eligibility from '#sdk/resources/eligibility';
import { api } from '#portal/lib/api.ts';
import { saveBlob } from '#portal/lib/save-blob.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { Button } from '#portal/ui/Button/Button.tsx';

/**
 * The agency's PDF quote of the compared programmes for its student, in the portal's language.
 * Loaded only when an agency compares for a student, so that visitors do not download it.
 */
export default function QuoteButton({
  studentId,
  ids,
  className,
}: {
  studentId: number;
  ids: number[];
  className: string;
}) {
  const { t, i18n } = useLingui();
  const { busy, run } = useAction();
  const download = () =>
    run(
      async () => {
        const lang = i18n.locale === 'ar' ? 'ar' : 'en';
        saveBlob(await eligibility.quotePdf(api, studentId, ids, lang), `programme-quote-${studentId}.pdf`);
      },
      { failed: t`The PDF could not be exported` },
    );
  return (
    <Button className={className} loading={busy} onClick={download}>
      <Trans>Download PDF quote</Trans>
    </Button>
  );
}
