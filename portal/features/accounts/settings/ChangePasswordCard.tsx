import { Trans, useLingui } from '@lingui/react/macro';
import { ChangePasswordPayload } from '#sdk/schemas/auth';
import { useSetAtom } from 'jotai';
import type { FormEvent } from 'react';
import { changePasswordAtom } from '#portal/lib/session.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { PasswordField } from '#portal/ui/PasswordField/PasswordField.tsx';
import * as styles from '#portal/features/accounts/accounts.css.ts';
import { confirmationErrors } from '#portal/features/accounts/password-confirmation.ts';

/** The password, changed with the current one (POST /auth/change-password); other sessions end. */
export function ChangePasswordCard() {
  const { t } = useLingui();
  const changePassword = useSetAtom(changePasswordAtom);
  const blank = { currentPassword: '', newPassword: '', confirmPassword: '' };
  const form = useForm(blank);
  const { busy: sending, run } = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { currentPassword, newPassword, confirmPassword } = form.values;
    const confirmation = confirmationErrors(newPassword, confirmPassword);
    const payload = form.check(ChangePasswordPayload, { currentPassword, newPassword }, confirmation);
    if (!payload) return;
    await run(() => changePassword(payload), {
      done: t`Your password has been changed`,
      failed: t`Your password was not changed`,
      onError: form.showServerErrors,
      onDone: () => {
        for (const [key, value] of Object.entries(blank)) form.set(key as keyof typeof blank, value);
      },
    });
  };

  return (
    <Card title={t`Change password`}>
      <p className={styles.lead}>
        <Trans>After the change you are signed in here, and signed out everywhere else.</Trans>
      </p>
      <form onSubmit={submit} noValidate>
        <PasswordField
          label={t`Current password`}
          autoComplete="current-password"
          required
          {...form.field('currentPassword')}
        />
        <PasswordField
          label={t`New password`}
          autoComplete="new-password"
          required
          hint={t`At least 6 characters`}
          {...form.field('newPassword')}
        />
        <PasswordField
          label={t`Confirm password`}
          autoComplete="new-password"
          required
          {...form.field('confirmPassword')}
        />
        <Button type="submit" loading={sending}>
          <Trans>Change password</Trans>
        </Button>
      </form>
    </Card>
  );
}
