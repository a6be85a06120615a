import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Dialog } from '#portal/ui/Dialog/Dialog.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import * as styles from '#portal/features/accounts/accounts.css.ts';

/** A secret the server answers once (an API key, a webhook's signing secret), to copy before it is gone. */
export function ShownOnceDialog({ title, secret, onClose }: { title: string; secret: string; onClose: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(t`Copied`);
    } catch {
      toast.error(t`It could not be copied; select it and copy it by hand.`);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <Button onClick={onClose}>
          <Trans>I have saved it</Trans>
        </Button>
      }
    >
      <p className={styles.alert}>
        <Trans>Copy it now and keep it somewhere safe. It is not shown again.</Trans>
      </p>
      <p dir="ltr">
        <code data-testid="shown-once">{secret}</code>
      </p>
      <Button variant="secondary" size="sm" onClick={copy}>
        <Trans>Copy</Trans>
      </Button>
    </Dialog>
  );
}
