import { Trans, useLingui } from '@lingui/react/macro';
import * as adminApplications from '#sdk/resources/admin-applications';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { Button } from '#portal/ui/Button/Button.tsx';

/** Takes a SUBMITTED application into review, assigned to the signed-in admin. */
export function TakeButton({
  application,
  onTaken,
}: {
  application: { id: number; student: { firstName: string | null; lastName: string | null } };
  onTaken: () => void;
}) {
  const { t } = useLingui();
  const { busy, run } = useAction();
  const name = [application.student.firstName, application.student.lastName].filter(Boolean).join(' ');
  const take = async () => {
    await run(() => adminApplications.take(api, application.id), {
      done: t`The application is now in your review`,
      failed: t`Failed to take the application`,
      onDone: onTaken,
      onError: onTaken,
    });
  };
  return (
    <Button size="sm" loading={busy} onClick={take} aria-label={t`Take the application of ${name} into review`}>
      <Trans>Take into review</Trans>
    </Button>
  );
}
