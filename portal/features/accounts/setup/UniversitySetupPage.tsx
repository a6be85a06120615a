import { Trans, useLingui } from '@lingui/react/macro';
import * as universityProfile from '#sdk/resources/university-profile';
import { UniversitySetupPayload } from '#sdk/schemas/university';
import { useSetAtom } from 'jotai';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { reloadUserAtom, useUser } from '#portal/lib/session.ts';
import { useForm } from '#portal/lib/use-form.ts';
import {
  EMPTY_UNIVERSITY_PROFILE,
  UniversityProfileFields,
} from '#portal/lib/university-profile/UniversityProfileFields.tsx';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import * as styles from '#portal/features/accounts/accounts.css.ts';
import { afterSetup } from '#portal/features/accounts/next-step.ts';
import '#portal/lib/area-field-texts.ts';

/**
 * /setup/university (spec part 1, 2 and 5): the details of the university this account claims;
 * an admin verifies the claim (ARCHITECTURE.md, Decisions). A rejected claim shows its reason and may be sent again.
 */
export default function UniversitySetupPage() {
  const { t } = useLingui();
  usePageTitle(t`Set up your university`);
  const navigate = useNavigate();
  const reloadUser = useSetAtom(reloadUserAtom);
  const form = useForm(EMPTY_UNIVERSITY_PROFILE);
  const { busy: submitting, run } = useAction();
  const user = useUser();
  const rejection =
    user?.universityClaim?.status === 'REJECTED' ? (user.universityClaim.rejectionReason ?? '') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check(UniversitySetupPayload);
    if (!payload) return;
    await run(
      async () => {
        await universityProfile.setup(api, payload);
        await reloadUser();
      },
      {
        hold: true,
        done: t`Your university was sent for verification`,
        failed: t`Failed to create university profile`,
        onError: form.showServerErrors,
        onDone: () => navigate(afterSetup('UNIVERSITY'), { replace: true }),
      },
    );
  };

  return (
    <div className={styles.widePage}>
      <h1 className={styles.title}>
        <Trans>Set up your university</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>
          An admin verifies your account and links it to your university's catalogue entry. You can change these details
          later.
        </Trans>
      </p>
      {rejection !== undefined && (
        <p className={styles.alert} role="alert">
          <Trans>
            Your last request was not approved: <bdi>{rejection}</bdi>
          </Trans>{' '}
          <Trans>Correct the details and send them again.</Trans>
        </p>
      )}
      <Card>
        <form onSubmit={submit} noValidate>
          <UniversityProfileFields field={form.field} gridClassName={styles.grid} />
          <Button type="submit" fullWidth loading={submitting}>
            <Trans>Complete Setup</Trans>
          </Button>
        </form>
      </Card>
    </div>
  );
}
