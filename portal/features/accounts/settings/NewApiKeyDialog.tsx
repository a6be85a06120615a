import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as apiKeys from '#sdk/resources/api-keys';
import { API_KEY_SCOPES, ApiKeyPayload, type ApiKeyScope, type CreatedApiKey } from '#sdk/schemas/api-keys';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { CheckboxGroup } from '#portal/ui/CheckboxGroup/CheckboxGroup.tsx';
import { FormDialog } from '#portal/ui/FormDialog/FormDialog.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import { API_KEY_SCOPE_NAMES } from './api-key-scope-names.ts';
import { ShownOnceDialog } from './ShownOnceDialog.tsx';
import './integration-field-texts.ts';

/** Names a new key and chooses its scopes; then shows the key, this once, to copy. */
export function NewApiKeyDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { t, i18n } = useLingui();
  const form = useForm({ name: '', scopes: [] as ApiKeyScope[] });
  const { busy, run } = useAction();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const submit = () => {
    const payload = form.check(ApiKeyPayload);
    if (!payload) return;
    run(() => apiKeys.createApiKey(api, payload), {
      failed: t`The key was not created`,
      onError: form.showServerErrors,
      onDone: (answer) => {
        setCreated(answer);
        onCreated();
      },
    });
  };

  if (created) return <ShownOnceDialog title={t`Your new API key`} secret={created.key} onClose={onClose} />;

  return (
    <FormDialog title={t`New API key`} submitLabel={t`Create key`} busy={busy} onSubmit={submit} onClose={onClose}>
      <TextField
        label={t`Name`}
        hint={t`Where the key is used, e.g. "CRM sync"`}
        required
        maxLength={80}
        {...form.field('name')}
      />
      <CheckboxGroup
        legend={t`What the key may do`}
        options={API_KEY_SCOPES.map((scope) => ({ value: scope, label: i18n._(API_KEY_SCOPE_NAMES[scope]) }))}
        values={form.values.scopes}
        onChange={(scopes) => form.set('scopes', scopes)}
        error={form.errors.scopes && form.errorText(form.errors.scopes)}
      />
    </FormDialog>
  );
}
