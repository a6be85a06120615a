import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as webhooks from '#sdk/resources/webhooks';
import { WEBHOOK_EVENTS, type WebhookEvent, WebhookPayload, type WebhookWithSecret } from '#sdk/schemas/webhooks';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { CheckboxGroup } from '#portal/ui/CheckboxGroup/CheckboxGroup.tsx';
import { FormDialog } from '#portal/ui/FormDialog/FormDialog.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import { ShownOnceDialog } from './ShownOnceDialog.tsx';
import { WEBHOOK_EVENT_NAMES } from './webhook-event-names.ts';
import './integration-field-texts.ts';

/** Registers an endpoint for the events chosen; then shows its signing secret, this once. */
export function NewWebhookDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { t, i18n } = useLingui();
  const form = useForm({ url: '', events: [] as WebhookEvent[] });
  const { busy, run } = useAction();
  const [created, setCreated] = useState<WebhookWithSecret | null>(null);

  const submit = () => {
    const payload = form.check(WebhookPayload);
    if (!payload) return;
    run(() => webhooks.create(api, payload), {
      failed: t`The webhook was not added`,
      onError: form.showServerErrors,
      onDone: (answer) => {
        setCreated(answer);
        onCreated();
      },
    });
  };

  if (created)
    return <ShownOnceDialog title={t`The webhook's signing secret`} secret={created.secret} onClose={onClose} />;

  return (
    <FormDialog title={t`New webhook`} submitLabel={t`Add webhook`} busy={busy} onSubmit={submit} onClose={onClose}>
      <TextField
        label={t`Endpoint address`}
        hint={t`Where we send each event, e.g. https://crm.example.com/hooks`}
        required
        dir="ltr"
        inputMode="url"
        {...form.field('url')}
      />
      <CheckboxGroup
        legend={t`Send me these events`}
        options={WEBHOOK_EVENTS.map((event) => ({ value: event, label: i18n._(WEBHOOK_EVENT_NAMES[event]) }))}
        values={form.values.events}
        onChange={(events) => form.set('events', events)}
        error={form.errors.events && form.errorText(form.errors.events)}
      />
    </FormDialog>
  );
}
