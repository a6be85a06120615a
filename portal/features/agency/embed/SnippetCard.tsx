import { Trans, useLingui } from '@lingui/react/macro';
import * as universities from '#sdk/resources/universities';
import type { AgencyEmbed } from '#sdk/schemas/agency';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useFormat } from '#portal/lib/format.ts';
import type { Choice } from '#portal/lib/pickers/SearchPicker.tsx';
import { UniversityPicker } from '#portal/lib/pickers/UniversityPicker.tsx';
import { useLoad } from '#portal/lib/use-load.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import * as shared from '#portal/features/agency/agency.css.ts';
import * as styles from './embed.css.ts';
import { embedSnippet } from './embed-snippet.ts';
import { EMBED_MODES, type EmbeddedWidget, type EmbedMode, WIDGET_NAMES, widgetAttributes } from './snippet-html.ts';
import { WidgetPreview } from './WidgetPreview.tsx';

/**
 * Builds the snippet of one widget, in the page, in a popup or behind a floating button, copies
 * it, and shows it live in English and Arabic.
 */
export function SnippetCard({ embed, brandColor }: { embed: AgencyEmbed; brandColor: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const toast = useToast();
  const [widget, setWidget] = useState<EmbeddedWidget>('search');
  const [mode, setMode] = useState<EmbedMode>('inline');
  const [lang, setLang] = useState<'en' | 'ar'>('en');
  const [university, setUniversity] = useState<Choice>();
  const [country, setCountry] = useState('');
  const [type, setType] = useState<'consultation' | 'information'>('consultation');
  const countries = useLoad(() => universities.countries(api), 'snippet-countries');

  const widgetLabels: Record<EmbeddedWidget, string> = {
    search: t`University search`,
    consultation: t`Consultation request`,
    apply: t`Apply`,
  };
  const modeLabels: Record<EmbedMode, string> = {
    inline: t`In the page`,
    popup: t`Popup opened by a button or link of your page`,
    floating: t`Floating button that opens a popup`,
  };
  const modeHelp: Record<EmbedMode, string> = {
    inline: t`Paste this where the widget should appear. The script line is needed once per page, however many widgets it has.`,
    popup: t`Paste the button where it should appear, or give a link or button of your own its data-study-open and data- attributes: any such element opens the widget in a popup. The script line is needed once per page.`,
    floating: t`Paste this once, anywhere in the page: the button stays in the bottom corner (the left one in Arabic) and opens the widget in a popup.`,
  };
  const options = {
    widget,
    agency: embed.agencySlug,
    lang,
    university: university ? String(university.id) : undefined,
    country: country || undefined,
    type,
  };
  const snippet = embedSnippet({ ...options, mode, origin: location.origin });
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

  const countryOptions =
    countries.status === 'ready'
      ? countries.data.countries.map((c) => ({ value: c.name, label: format.country(c.name) }))
      : [];

  return (
    <Card title={t`Put a widget on your website`}>
      <div className={shared.grid}>
        <Select
          label={t`Widget`}
          value={widget}
          onChange={(e) => setWidget(e.target.value as EmbeddedWidget)}
          options={WIDGET_NAMES.map((name) => ({ value: name, label: widgetLabels[name] }))}
        />
        <Select
          label={t`Shown`}
          value={mode}
          onChange={(e) => setMode(e.target.value as EmbedMode)}
          options={EMBED_MODES.map((name) => ({ value: name, label: modeLabels[name] }))}
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
        {widget === 'search' && (
          <Select
            label={t`Country filter`}
            placeholder={t`All countries`}
            value={country}
            onChange={(e) => setCountry(e.target.value)}
            options={countryOptions}
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
      {widget !== 'search' && (
        <>
          <UniversityPicker chosen={university} onChoose={setUniversity} />
          {university && (
            <div className={shared.actions}>
              <Button variant="secondary" size="sm" onClick={() => setUniversity(undefined)}>
                <Trans>Any university</Trans>
              </Button>
            </div>
          )}
        </>
      )}
      <p className={shared.muted}>{modeHelp[mode]}</p>
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
          <WidgetPreview widget={widget} mode={mode} attributes={previewAttributes('en')} />
        </section>
        <section aria-label={t`Preview in Arabic`} lang="ar">
          <h4 className={styles.previewTitle}>العربية</h4>
          <WidgetPreview widget={widget} mode={mode} attributes={previewAttributes('ar')} />
        </section>
      </div>
    </Card>
  );
}
