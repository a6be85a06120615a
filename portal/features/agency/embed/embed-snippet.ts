import { openerLabel, openerLabels } from '#widgets/floating/messages.ts';
import { translator } from '#widgets/shared/i18n.ts';
import {
  attributeText,
  type EmbeddedWidget,
  elementSnippet,
  escapeAttribute,
  type SnippetOptions,
  snippetHead,
  widgetAttributes,
} from './snippet-html.ts';

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
 * The HTML an agency pastes into its website: the head (snippet-html.ts), then the widget's element,
 * the button that opens it in a popup, or the floating button.
 */
export function embedSnippet(options: SnippetOptions): string {
  if (options.mode !== 'popup') return elementSnippet({ ...options, mode: options.mode });
  const opener = popupOpener(options.widget, widgetAttributes(options));
  return `${snippetHead(options)}<button type="button"${attributeText(opener.attributes)}>${escapeAttribute(opener.label)}</button>`;
}
