import { Trans, useLingui } from '@lingui/react/macro';
import * as universities from '#sdk/resources/universities';
import type { AgencyEmbed } from '#sdk/schemas/agency';
import { PAGE_SIZES } from '#sdk/schemas/constants';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useFormat } from '#portal/lib/format.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import * as shared from '#portal/features/agency/agency.css.ts';
import * as styles from './embed.css.ts';
import { embedSnippet, WIDGET_NAMES, type WidgetName, widgetAttributes } from './embed-snippet.ts';
import { WidgetPreview } from './WidgetPreview.tsx';

/** Builds the snippet of one widget, copies it, and shows the widget live in English and Arabic. */
export function SnippetCard({ embed, brandColor }: { embed: AgencyEmbed; brandColor: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const toast = useToast();
  const [widget, setWidget] = useState<WidgetName>('search');
  const [lang, setLang] = useState<'en' | 'ar'>('en');
  const [university, setUniversity] = useState('');
  const [country, setCountry] = useState('');
  const [type, setType] = useState<'consultation' | 'information'>('consultation');
  const choices = useLoad(
    () =>
      Promise.all([universities.list(api, { limit: PAGE_SIZES.applyUniversityPicker }), universities.countries(api)]),
    'snippet-choices',
  );

  const widgetLabels: Record<WidgetName, string> = {
    search: t`University search`,
    consultation: t`Consultation request`,
    apply: t`Apply`,
  };
  const options = {
    widget,
    agency: embed.agencySlug,
    lang,
    university: university || undefined,
    country: country || undefined,
    type,
  };
  const snippet = embedSnippet({ ...options, origin: location.origin });
  // The preview wears the colour being edited, before it is saved.
  const previewAttributes = (previewLang: 'en' | 'ar') => ({
    ...widgetAttributes({ ...options, lang: previewLang }),
    'brand-color': brandColor,
  });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      toast.success(t`Snippet copied`);
    } catch {
      toast.error(t`The snippet could not be copied; select it and copy it by hand.`);
    }
  };

  const universityOptions =
    choices.status === 'ready'
      ? choices.data[0].universities.map((u) => ({
          value: String(u.id),
          label: `${u.name} (${format.country(u.country)})`,
        }))
      : [];
  const countryOptions =
    choices.status === 'ready'
      ? choices.data[1].countries.map((c) => ({ value: c.name, label: format.country(c.name) }))
      : [];

  return (
    <Card title={t`Put a widget on your website`}>
      <div className={shared.grid}>
        <Select
          label={t`Widget`}
          value={widget}
          onChange={(e) => setWidget(e.target.value as WidgetName)}
          options={WIDGET_NAMES.map((name) => ({ value: name, label: widgetLabels[name] }))}
        />
        <Select
          label={t`Language`}
          value={lang}
          onChange={(e) => setLang(e.target.value as 'en' | 'ar')}
          options={[
            { value: 'en', label: t`English` },
            { value: 'ar', label: t`Arabic` },
          ]}
        />
        {widget === 'search' ? (
          <Select
            label={t`Country filter`}
            placeholder={t`All countries`}
            value={country}
            onChange={(e) => setCountry(e.target.value)}
            options={countryOptions}
          />
        ) : (
          <Select
            label={t`University`}
            placeholder={t`Any university`}
            value={university}
            onChange={(e) => setUniversity(e.target.value)}
            options={universityOptions}
          />
        )}
        {widget === 'consultation' && (
          <Select
            label={t`Request type`}
            value={type}
            onChange={(e) => setType(e.target.value as 'consultation' | 'information')}
            options={[
              { value: 'consultation', label: t`Schedule a consultation` },
              { value: 'information', label: t`Request information` },
            ]}
          />
        )}
      </div>
      <p className={shared.muted}>
        <Trans>
          Paste this where the widget should appear. The script line is needed once per page, however many widgets it
          has.
        </Trans>
      </p>
      <figure className={styles.snippetFigure} aria-label={t`Snippet`}>
        <pre className={styles.snippet}>
          <code>{snippet}</code>
        </pre>
      </figure>
      <div className={shared.actions}>
        <Button onClick={copy}>
          <Trans>Copy snippet</Trans>
        </Button>
      </div>

      <h3>
        <Trans>Live preview</Trans>
      </h3>
      <p className={shared.muted}>
        <Trans>This is the real widget. Requests sent from the preview arrive in your Leads.</Trans>
      </p>
      <div className={styles.previews}>
        <section aria-label={t`Preview in English`}>
          <h4 className={styles.previewTitle}>English</h4>
          <WidgetPreview widget={widget} attributes={previewAttributes('en')} />
        </section>
        <section aria-label={t`Preview in Arabic`} lang="ar">
          <h4 className={styles.previewTitle}>العربية</h4>
          <WidgetPreview widget={widget} attributes={previewAttributes('ar')} />
        </section>
      </div>
    </Card>
  );
}
