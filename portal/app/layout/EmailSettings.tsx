import { Trans, useLingui } from '@lingui/react/macro';
import * as notifications from '#sdk/resources/notifications';
import type { NotificationKind, NotificationSettings } from '#sdk/schemas/notification';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Checkbox } from '#portal/ui/Checkbox/Checkbox.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';

/** The language of the user's e-mails and, per kind, whether they want the e-mail at all. */
export function EmailSettings({ kinds }: { kinds: readonly NotificationKind[] }) {
  const { t } = useLingui();
  const loaded = useLoad(() => notifications.settings(api), 'email-settings');
  const [draft, setDraft] = useState<NotificationSettings>();
  const { busy: saving, run } = useAction();
  if (loaded.status !== 'ready') return null;
  const settings = draft ?? loaded.data;
  const labels: Record<NotificationKind, string> = {
    NEW_MESSAGE: t`New messages`,
    STATUS_CHANGED: t`Application status changes`,
    NEW_LEAD: t`New requests from the widgets and the contact form`,
    DOCUMENT_REVIEWED: t`Documents verified or rejected`,
    DOCUMENTS_REQUESTED: t`Requests for documents`,
  };
  const toggle = (kind: NotificationKind, wanted: boolean) =>
    setDraft({
      ...settings,
      emailOff: wanted ? settings.emailOff.filter((k) => k !== kind) : [...settings.emailOff, kind],
    });
  const save = async () => {
    await run(
      async () => {
        setDraft(await notifications.updateSettings(api, settings));
      },
      { done: t`E-mail settings saved`, failed: t`E-mail settings were not saved` },
    );
  };
  return (
    <fieldset>
      <legend>
        <Trans>E-mail me about</Trans>
      </legend>
      {kinds.map((kind) => (
        <Checkbox
          key={kind}
          label={labels[kind]}
          checked={!settings.emailOff.includes(kind)}
          onChange={(wanted) => toggle(kind, wanted)}
        />
      ))}
      <Select
        label={t`Language of my e-mails`}
        value={settings.language}
        onChange={(event) => setDraft({ ...settings, language: event.target.value as 'en' | 'ar' })}
        options={[
          { value: 'en', label: 'English' },
          { value: 'ar', label: 'العربية' },
        ]}
      />
      <Button size="sm" variant="secondary" loading={saving} onClick={save}>
        <Trans>Save e-mail settings</Trans>
      </Button>
    </fieldset>
  );
}
