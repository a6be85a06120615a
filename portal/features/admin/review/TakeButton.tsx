import { Trans, useLingui } from '@lingui/react/macro';
import * as adminApplications from '#sdk/resources/admin-applications';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';

/** Takes a SUBMITTED application into review, assigned to the signed-in admin. */
export function TakeButton({
  application,
  onTaken,
}: {
  application: { id: number; student: { firstName: string | null; lastName: string | null } };
  onTaken: () => void;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const { error: errorMessage } = useErrorText();
  const [busy, setBusy] = useState(false);
  const name = [application.student.firstName, application.student.lastName].filter(Boolean).join(' ');
  const take = async () => {
    setBusy(true);
    try {
      await adminApplications.take(api, application.id);
      toast.success(t`The application is now in your review`);
      onTaken();
    } catch (error) {
      toast.error(t`Failed to take the application`, errorMessage(error));
      onTaken();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" loading={busy} onClick={take} aria-label={t`Take the application of ${name} into review`}>
      <Trans>Take into review</Trans>
    </Button>
  );
}
