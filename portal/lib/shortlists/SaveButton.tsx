import { Trans } from '@lingui/react/macro';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Icon } from '#portal/ui/Icon/Icon.tsx';

/** Saves a programme to a shortlist, or (pressed) takes it off. */
export function SaveButton({
  saved,
  busy,
  onToggle,
  fullWidth,
}: {
  saved: boolean;
  busy: boolean;
  onToggle: () => void;
  fullWidth?: boolean;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      fullWidth={fullWidth}
      aria-pressed={saved}
      loading={busy}
      icon={saved ? <Icon name="check" size={16} /> : undefined}
      onClick={onToggle}
    >
      {saved ? <Trans>Saved to shortlist</Trans> : <Trans>Save to shortlist</Trans>}
    </Button>
  );
}
