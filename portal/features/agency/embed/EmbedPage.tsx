import { Trans, useLingui } from '@lingui/react/macro';
import * as agencyProfile from '#sdk/resources/agency-profile';
import type { AgencyEmbed } from '#sdk/schemas/agency';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import * as shared from '#portal/features/agency/agency.css.ts';
import { EmbedSettingsCard } from './EmbedSettingsCard.tsx';
import { SnippetCard } from './SnippetCard.tsx';

/** /dashboard/embed: the agency's widgets for its own website (the embed kit). */
export default function EmbedPage() {
  const { t } = useLingui();
  usePageTitle(t`Embed`);
  const { error: errorMessage } = useErrorText();
  const settings = useLoad(() => agencyProfile.retrieveEmbed(api), 'embed');
  return (
    <div className={shared.page}>
      <header className={shared.header}>
        <h1 className={shared.title}>
          <Trans>Embed</Trans>
        </h1>
        <p className={shared.lead}>
          <Trans>
            Put university search, consultation requests and applications on your own website, in your colours. What
            visitors send arrives in your Leads.
          </Trans>
        </p>
      </header>
      {settings.status === 'loading' ? (
        <Skeleton lines={5} height="3rem" label={t`Loading your embed settings…`} />
      ) : settings.status === 'failed' ? (
        <ErrorState
          title={t`Error loading your embed settings`}
          message={errorMessage(settings.error)}
          onRetry={settings.retry}
        />
      ) : (
        <EmbedScreen initial={settings.data.embed} />
      )}
    </div>
  );
}

function EmbedScreen({ initial }: { initial: AgencyEmbed }) {
  const [saved, setSaved] = useState(initial);
  const form = useForm({ agencySlug: initial.agencySlug, brandColor: initial.brandColor });
  const previewColour = /^#[0-9a-f]{6}$/i.test(form.values.brandColor) ? form.values.brandColor : saved.brandColor;
  return (
    <>
      <EmbedSettingsCard saved={saved} onSaved={setSaved} form={form} />
      <SnippetCard embed={saved} brandColor={previewColour} />
    </>
  );
}
