/** @jsxImportSource preact */
import { type ComponentType, render } from 'preact';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import type { Client } from '#sdk/client';
import type { AgencyPublicFace } from '#sdk/schemas/agency';
import type { Emit, Lang, WidgetHost, WidgetInstance, WidgetName, WidgetOptions } from '#widgets/types.ts';
import { agencyFace, clientFor, failureText } from './api.ts';
import { dirOf, langOf, translator } from './i18n.ts';
import { sharedMessages } from './messages.ts';
import { brandPalette } from './contrast.ts';
import { BASE_CSS } from './styles.ts';

const DEFAULT_BRAND = '#1d4ed8';
const COLOR = /^#[0-9a-f]{6}$/i;

export type AgencyState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; face: AgencyPublicFace }
  | { status: 'failed'; message: string };

/** What every widget component gets. */
export interface WidgetEnv {
  widget: WidgetName;
  options: WidgetOptions;
  lang: Lang;
  client: Client;
  baseUrl: string;
  emit: Emit;
  agency: AgencyState;
}

// One stylesheet object per text, shared by every shadow root of the page.
const sheets = new Map<string, CSSStyleSheet>();
function sheet(css: string): CSSStyleSheet {
  if (!sheets.has(css)) {
    const made = new CSSStyleSheet();
    made.replaceSync(css);
    sheets.set(css, made);
  }
  return sheets.get(css)!;
}

function useAgency(client: Client, slug: string | undefined, lang: Lang): AgencyState {
  const [state, setState] = useState<AgencyState>(slug ? { status: 'loading' } : { status: 'none' });
  useEffect(() => {
    if (!slug) return setState({ status: 'none' });
    let live = true;
    setState({ status: 'loading' });
    agencyFace(client, slug).then(
      (face) => live && setState({ status: 'ready', face }),
      (error) => live && setState({ status: 'failed', message: failureText(error, lang) }),
    );
    return () => {
      live = false;
    };
  }, [client, slug, lang]);
  return state;
}

interface FrameProps {
  widget: WidgetName;
  host: WidgetHost;
  options: WidgetOptions;
  brand: CSSStyleSheet;
  Widget: ComponentType<WidgetEnv>;
}

/** Language, direction, brand colour and the agency's public face around one widget. */
function Frame({ widget, host, options, brand, Widget }: FrameProps) {
  const lang = langOf(options.lang, document);
  const client = clientFor(host.baseUrl);
  const agency = useAgency(client, options.agency, lang);
  // The attribute, else the page's `--study-brand-color` on the element, else the agency's colour.
  const fromPage = getComputedStyle(host.root.host).getPropertyValue('--study-brand-color').trim();
  const color =
    [options.brandColor, fromPage, agency.status === 'ready' ? agency.face.brandColor : undefined].find(
      (c) => c && COLOR.test(c),
    ) ?? DEFAULT_BRAND;
  // The colours reach the CSS through the CSSOM, never through a style attribute (strict CSP).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the brand sheet is constant; only the colour changes it
  useLayoutEffect(() => {
    const p = brandPalette(color.toLowerCase());
    brand.replaceSync(
      `.se-root{--se-brand:${p.brand};--se-on-brand:${p.onBrand};--se-hover:${p.hover};--se-on-hover:${p.onHover};--se-ring:${p.ring};--se-link:${p.link}}`,
    );
  }, [color]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reported when the agency lookup changes, to the host of the moment
  useEffect(() => {
    if (agency.status === 'failed') host.emit('study:error', { widget, message: agency.message });
  }, [agency]);
  return (
    <div class="se-root" part="root" dir={dirOf(lang)} lang={lang}>
      <Widget
        widget={widget}
        options={options}
        lang={lang}
        client={client}
        baseUrl={host.baseUrl}
        emit={host.emit}
        agency={agency}
      />
    </div>
  );
}

/** Renders a widget into the element's shadow root with its stylesheets; `update` re-renders with new options. */
export function mountWidget(
  widget: WidgetName,
  host: WidgetHost,
  Widget: ComponentType<WidgetEnv>,
  css: string,
): WidgetInstance {
  const brand = new CSSStyleSheet();
  host.root.adoptedStyleSheets = [sheet(BASE_CSS), sheet(css), brand];
  const draw = (options: WidgetOptions) =>
    render(<Frame widget={widget} host={host} options={options} brand={brand} Widget={Widget} />, host.root);
  draw(host.options);
  return { update: draw, destroy: () => render(null, host.root) };
}

/** The agency's name and logo above a form: the widget wears the agency's brand. */
export function AgencyBar({ env }: { env: WidgetEnv }) {
  if (env.agency.status !== 'ready') return null;
  const { face } = env.agency;
  return (
    <div class="se-brandbar">
      {face.logoUrl && <img src={new URL(face.logoUrl, env.baseUrl).href} alt="" />}
      <span>{face.name}</span>
    </div>
  );
}

/**
 * Why a lead form cannot be used here, or nothing: no agency, an unknown one, or a website the
 * agency does not allow (said up front rather than after the visitor typed everything).
 */
export function useLeadFormBlocker(env: WidgetEnv): string | undefined {
  const shared = translator(sharedMessages, env.lang);
  const { agency } = env;
  const blocker =
    agency.status === 'none'
      ? shared('noAgency')
      : agency.status === 'failed'
        ? agency.message
        : agency.status === 'ready' && !agency.face.accepting
          ? shared('notAccepting', { agency: agency.face.name })
          : agency.status === 'ready' && !agency.face.originAllowed
            ? shared('originRefused', { agency: agency.face.name })
            : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reported when the blocker changes, not on every render
  useEffect(() => {
    // A failed agency lookup is reported by the frame already.
    if (blocker && agency.status !== 'failed') env.emit('study:error', { widget: env.widget, message: blocker });
  }, [blocker]);
  return blocker;
}
