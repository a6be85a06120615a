import { Trans, useLingui } from '@lingui/react/macro';
import * as twoFactor from '#sdk/resources/two-factor';
import type { AdminUser } from '#sdk/schemas/admin';
import { api } from '#portal/lib/api.ts';
import { useFormat } from '#portal/lib/format.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { USER_TYPE_LABELS } from '#portal/lib/labels.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Dialog } from '#portal/ui/Dialog/Dialog.tsx';
import * as styles from '#portal/features/admin/admin.css.ts';

/** A user's details (spec part 2, 3, User admin view); a lost second factor is reset from here (audited, e-mailed). */
export function UserDetailsDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { busy: resetting, run } = useAction();
  const resetSecondFactor = () =>
    run(() => twoFactor.resetTwoFactor(api, user.id), {
      done: t`Two-factor sign-in was reset`,
      failed: t`Two-factor sign-in was not reset`,
    });
  const when = (iso: string | null) => (iso ? format.date(iso, { dateStyle: 'medium', timeStyle: 'short' }) : t`Never`);
  const facts: [string, string][] = [
    [t`Email`, user.email],
    [t`Account type`, i18n._(USER_TYPE_LABELS[user.userType])],
    [t`Status`, user.isActive ? t`Active` : t`Inactive`],
    [t`Last login`, when(user.lastLogin)],
    [t`Joined`, when(user.createdAt)],
    ...(user.agency ? [[t`Agency`, user.agency.name] as [string, string]] : []),
    ...(user.university ? [[t`University`, user.university.name] as [string, string]] : []),
  ];
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`User details`}
      footer={
        <>
          <Button variant="danger" loading={resetting} onClick={resetSecondFactor}>
            <Trans>Reset two-factor sign-in</Trans>
          </Button>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </>
      }
    >
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className={styles.muted}>{label}</dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
