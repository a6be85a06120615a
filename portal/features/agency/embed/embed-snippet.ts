import { openerLabel, openerLabels } from '#widgets/floating/messages.ts';
import { translator } from '#widgets/shared/i18n.ts';
import { createClient } from '#sdk/client';
import { listUrl } from '#sdk/resources/universities';
import { firstQuery, listQuery } from '#widgets/search/first-page.ts';
import { SEARCH_SIZE_HINT } from '#widgets/search/size-hint.ts';
import type { WidgetName } from '#widgets/types.ts';

/** The widgets an agency puts on its site (the floating button is a way to show one of them). */
export type EmbeddedWidget = Exclude<WidgetName, 'floating'>;

export const WIDGET_NAMES: EmbeddedWidget[] = ['search', 'consultation', 'apply'];

/** In the page, in a popup opened by an element of the page, or in a popup of a floating button. */
export type EmbedMode = 'inline' | 'popup' | 'floating';

export const EMBED_MODES: EmbedMode[] = ['inline', 'popup', 'floating'];

export interface SnippetOptions {
  /** Our server, where embed.js is served. */
  origin: string;
  widget: EmbeddedWidget;
  mode?: EmbedMode;
  agency: string;
  lang: 'en' | 'ar';
  /** Search: a preset country filter. */
  country?: string;
  /** Consultation and apply: the university the requests are about. */
  university?: string;
  /** Consultation: consultation or information. */
  type?: 'consultation' | 'information';
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const attributeText = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');

/** The element's attributes for these options, in the order the README documents them. */
export function widgetAttributes(options: Omit<SnippetOptions, 'origin' | 'mode'>): Record<string, string> {
  const attributes: Record<string, string> = { agency: options.agency, lang: options.lang };
  if (options.widget === 'search' && options.country) attributes.country = options.country;
  if (options.widget !== 'search' && options.university) attributes.university = options.university;
  if (options.widget === 'consultation') attributes.type = options.type ?? 'consultation';
  return attributes;
}

/**
 * What opens the widget in a popup: any element of the page with `data-study-open` and the
 * widget's attributes as `data-*`. Its text is the floating button's, in the widget's language.
 */
export function popupOpener(widget: EmbeddedWidget, attributes: Record<string, string>) {
  const data: Record<string, string> = { 'data-study-open': widget };
  for (const [name, value] of Object.entries(attributes)) data[`data-${name}`] = value;
  const lang = attributes.lang === 'ar' ? 'ar' : 'en';
  return { attributes: data, label: translator(openerLabels, lang)(openerLabel(widget, attributes.type)) };
}

/**
 * The first page of results an inline search asks for, fetched from the page's start, while the
 * loader and the widget's chunks arrive (issue 16, 9); the widget's own request then reuses it.
 */
const searchPreload = (origin: string, country: string | undefined) =>
  `<link rel="preload" as="fetch" href="${escapeAttribute(listUrl(createClient({ baseUrl: origin }), listQuery(firstQuery({ country }))))}" crossorigin>\n`;

/**
 * The HTML an agency pastes into its website: a preconnect to our server (the widget's chunks and
 * requests are CORS, hence `crossorigin`), the loader once, then the widget's element, the button
 * that opens it in a popup, or the floating button. An inline search also preloads its first page
 * and carries a size hint, so that the page does not move when it arrives.
 */
export function embedSnippet({ origin, mode = 'inline', ...options }: SnippetOptions): string {
  const server = escapeAttribute(origin);
  const preload = mode === 'inline' && options.widget === 'search' ? searchPreload(origin, options.country) : '';
  const head = `<link rel="preconnect" href="${server}" crossorigin>\n${preload}<script src="${server}/embed.js" async></script>\n`;
  if (mode === 'popup') {
    const opener = popupOpener(options.widget, widgetAttributes(options));
    return `${head}<button type="button"${attributeText(opener.attributes)}>${escapeAttribute(opener.label)}</button>`;
  }
  if (mode === 'floating')
    return `${head}<study-floating${attributeText({ ...widgetAttributes(options), opens: options.widget })}></study-floating>`;
  const tag = `study-${options.widget}`;
  const hint: Record<string, string> = options.widget === 'search' ? { style: SEARCH_SIZE_HINT } : {};
  return `${head}<${tag}${attributeText({ ...widgetAttributes(options), ...hint })}></${tag}>`;
}
