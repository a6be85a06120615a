import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import * as agencyTeam from '#sdk/resources/agency-team';
import type { AgencyTeam } from '#sdk/schemas/agency-team';
import { api } from '#portal/lib/api.ts';
import { reloadUserAtom } from '#portal/lib/session.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { Checkbox } from '#portal/ui/Checkbox/Checkbox.tsx';

/** The owner's rule for the team's sign-in (/dashboard/team): a second factor required of every account, theirs too. */
export function TeamSecurityCard({ team, onSaved }: { team: AgencyTeam; onSaved: () => void }) {
  const { t } = useLingui();
  const [required, setRequired] = useState(team.twoFactorRequired);
  const reloadUser = useSetAtom(reloadUserAtom);
  const { busy, run } = useAction();
  // Once required, an owner without a second factor is led to set theirs up (guards.tsx).
  const save = () =>
    run(() => agencyTeam.updateTeamSecurity(api, { twoFactorRequired: required }), {
      done: t`Saved`,
      failed: t`The setting was not saved`,
      onDone: () => void reloadUser().then(onSaved),
    });
  return (
    <Card title={t`Two-factor sign-in`} headingLevel={2}>
      <Checkbox
        label={t`Require two-factor sign-in of every member of the team, you included`}
        checked={required}
        onChange={setRequired}
      />
      <p>
        <Trans>Until they set it up, members can do nothing else. Set up your own first in your settings.</Trans>
      </p>
      <Button disabled={busy} onClick={save}>
        <Trans>Save</Trans>
      </Button>
    </Card>
  );
}
