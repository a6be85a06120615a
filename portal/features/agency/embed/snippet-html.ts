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

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export const attributeText = (attributes: Record<string, string>) =>
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
 * The first page of results an inline search asks for, fetched from the page's start, while the
 * loader and the widget's chunks arrive; the widget's own request then reuses it.
 */
const searchPreload = (origin: string, country: string | undefined) =>
  `<link rel="preload" as="fetch" href="${escapeAttribute(listUrl(createClient({ baseUrl: origin }), listQuery(firstQuery({ country }))))}" crossorigin>\n`;

/**
 * The snippet's head: a preconnect to our server (the widget's chunks and requests are CORS, hence
 * `crossorigin`), then the loader once. An inline search also preloads its first page.
 */
export function snippetHead({ origin, mode = 'inline', ...options }: SnippetOptions): string {
  const server = escapeAttribute(origin);
  const preload = mode === 'inline' && options.widget === 'search' ? searchPreload(origin, options.country) : '';
  return `<link rel="preconnect" href="${server}" crossorigin>\n${preload}<script src="${server}/embed.js" async></script>\n`;
}

/**
 * The snippet of a widget in the page, or of the floating button that opens it: the head, then the
 * element. An inline search carries a size hint, so that the page does not move when it arrives.
 * (These need no text; a popup's opener has one: embed-snippet.ts.)
 */
export function elementSnippet(options: SnippetOptions & { mode?: 'inline' | 'floating' }): string {
  const head = snippetHead(options);
  if (options.mode === 'floating')
    return `${head}<study-floating${attributeText({ ...widgetAttributes(options), opens: options.widget })}></study-floating>`;
  const tag = `study-${options.widget}`;
  const hint: Record<string, string> = options.widget === 'search' ? { style: SEARCH_SIZE_HINT } : {};
  return `${head}<${tag}${attributeText({ ...widgetAttributes(options), ...hint })}></${tag}>`;
}
