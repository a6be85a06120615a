import { Trans, useLingui } from '@lingui/react/macro';
import * as notifications from '#sdk/resources/notifications';
import type { NotificationKind, NotificationSettings } from '#sdk/schemas/notification';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Checkbox } from '#portal/ui/Checkbox/Checkbox.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';

/** The language of the user's e-mails and, per kind, whether they want the e-mail at all. */
export function EmailSettings({ kinds }: { kinds: readonly NotificationKind[] }) {
  const { t } = useLingui();
  const toast = useToast();
  const { error: errorMessage } = useErrorText();
  const loaded = useLoad(() => notifications.settings(api), 'email-settings');
  const [draft, setDraft] = useState<NotificationSettings>();
  const [saving, setSaving] = useState(false);
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
    setSaving(true);
    try {
      setDraft(await notifications.updateSettings(api, settings));
      toast.success(t`E-mail settings saved`);
    } catch (error) {
      toast.error(t`E-mail settings were not saved`, errorMessage(error));
    } finally {
      setSaving(false);
    }
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
