import { Trans, useLingui } from '@lingui/react/macro';
import * as agencyProfile from '#sdk/resources/agency-profile';
import { type AgencyEmbed, AgencyEmbedSettings } from '#sdk/schemas/agency';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { reloadUserAtom } from '#portal/lib/session.ts';
import type { useForm } from '#portal/lib/use-form.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { ConfirmDialog } from '#portal/ui/ConfirmDialog/ConfirmDialog.tsx';
import { Field } from '#portal/ui/Field/Field.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import * as shared from '#portal/features/agency/agency.css.ts';
import * as styles from './embed.css.ts';
import { BrandContrast, isFaint } from './BrandContrast.tsx';
import { OriginsEditor } from './OriginsEditor.tsx';

export type EmbedForm = ReturnType<typeof useForm<{ agencySlug: string; brandColor: string }>>;

interface EmbedSettingsCardProps {
  saved: AgencyEmbed;
  onSaved: (embed: AgencyEmbed) => void;
  form: EmbedForm;
}

/** The agency's public face for its widgets: slug, brand colour, logo and the websites allowed to embed them. */
export function EmbedSettingsCard({ saved, onSaved, form }: EmbedSettingsCardProps) {
  const { t } = useLingui();
  const reloadUser = useSetAtom(reloadUserAtom);
  const [origins, setOrigins] = useState(saved.allowedOrigins);
  const settings = useAction();
  const logo = useAction();
  /** Settings with a faint brand colour, held until the agency confirms them. */
  const [faint, setFaint] = useState<AgencyEmbedSettings>();

  const originErrors = Object.fromEntries(
    Object.entries(form.errors).flatMap(([field, message]) => {
      const match = /^allowedOrigins\.(\d+)$/.exec(field);
      return match ? [[Number(match[1]), message]] : [];
    }),
  );

  const save = (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check(AgencyEmbedSettings, { ...form.values, allowedOrigins: origins });
    if (!payload) return;
    // A colour that fades into the widgets' background is saved only once the agency has seen the warning.
    if (isFaint(payload.brandColor)) setFaint(payload);
    else send(payload);
  };

  const send = async (payload: AgencyEmbedSettings) => {
    setFaint(undefined);
    await settings.run(
      async () => {
        const answer = await agencyProfile.updateEmbed(api, payload);
        onSaved(answer.embed);
        setOrigins(answer.embed.allowedOrigins);
        // The slug is part of the signed-in user.
        if (answer.embed.agencySlug !== saved.agencySlug) await reloadUser();
      },
      {
        done: t`Embed settings saved`,
        failed: t`The embed settings could not be saved`,
        onError: form.showServerErrors,
      },
    );
  };

  const uploadLogo = async (file: File | undefined) => {
    if (!file) return;
    await logo.run(
      async () => {
        const answer = await agencyProfile.uploadLogo(api, file, file.name);
        // A new version of the logo behind the same address: ask past the browser's cache.
        onSaved({ ...saved, logoUrl: `${answer.logoUrl}?v=${Date.now()}` });
      },
      { done: t`Logo uploaded`, failed: t`The logo could not be uploaded` },
    );
  };

  return (
    <Card title={t`Your widgets' public face`}>
      <form onSubmit={save} noValidate>
        <div className={shared.grid}>
          <TextField
            label={t`Public slug`}
            required
            dir="ltr"
            hint={t`The agency attribute of your widgets; 3-50 lowercase letters, digits and hyphens`}
            {...form.field('agencySlug')}
          />
          <div className={styles.colourRow}>
            <input
              type="color"
              className={styles.colourSwatch}
              aria-label={t`Pick the brand colour`}
              value={/^#[0-9a-f]{6}$/i.test(form.values.brandColor) ? form.values.brandColor : '#1d4ed8'}
              onChange={(e) => form.set('brandColor', e.target.value)}
            />
            <TextField
              label={t`Brand colour`}
              required
              dir="ltr"
              hint={t`Buttons and highlights of your widgets`}
              {...form.field('brandColor')}
            />
          </div>
        </div>
        <BrandContrast colour={form.values.brandColor} />
        <Field label={t`Logo`} hint={t`Shown above your consultation and apply forms; an image smaller than 5 MB`}>
          {(props) => (
            <div className={styles.logoRow}>
              {saved.logoUrl ? (
                <img className={styles.logo} src={saved.logoUrl} alt={t`Your logo`} />
              ) : (
                <p className={shared.muted}>{t`No logo yet`}</p>
              )}
              <input
                type="file"
                accept="image/*"
                disabled={logo.busy}
                {...props}
                onChange={(e) => uploadLogo(e.target.files?.[0])}
              />
            </div>
          )}
        </Field>
        <OriginsEditor origins={origins} onChange={setOrigins} errors={originErrors} />
        <div className={shared.actions}>
          <Button type="submit" loading={settings.busy}>
            <Trans>Save embed settings</Trans>
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={faint !== undefined}
        title={t`Save a hard-to-see brand colour?`}
        confirmLabel={t`Save anyway`}
        onConfirm={() => faint && send(faint)}
        onCancel={() => setFaint(undefined)}
      >
        <BrandContrast colour={faint?.brandColor ?? ''} />
      </ConfirmDialog>
    </Card>
  );
}
