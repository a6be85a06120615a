import type { WidgetName } from '#widgets/types.ts';

export type { WidgetName };

export const WIDGET_NAMES: WidgetName[] = ['search', 'consultation', 'apply'];

export interface SnippetOptions {
  /** Our server, where embed.js is served. */
  origin: string;
  widget: WidgetName;
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

/** The element's attributes for these options, in the order the README documents them. */
export function widgetAttributes(options: Omit<SnippetOptions, 'origin'>): Record<string, string> {
  const attributes: Record<string, string> = { agency: options.agency, lang: options.lang };
  if (options.widget === 'search' && options.country) attributes.country = options.country;
  if (options.widget !== 'search' && options.university) attributes.university = options.university;
  if (options.widget === 'consultation') attributes.type = options.type ?? 'consultation';
  return attributes;
}

/**
 * The HTML an agency pastes into its website: a preconnect to our server (the widget's chunks and
 * requests are CORS, hence `crossorigin`), the loader once, then the widget's element.
 */
export function embedSnippet(options: SnippetOptions): string {
  const attributes = Object.entries(widgetAttributes(options))
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const tag = `study-${options.widget}`;
  const origin = escapeAttribute(options.origin);
  return `<link rel="preconnect" href="${origin}" crossorigin>\n<script src="${origin}/embed.js" async></script>\n<${tag}${attributes}></${tag}>`;
}
