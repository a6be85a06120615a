import type { MessageDescriptor, Messages } from '@lingui/core';
import type { Lang } from '#widgets/types.ts';

/** A message as lingui compiles it: text, and `[name]` where a value goes (widgets use no plural or select). */
type Compiled = (string | [string])[];
export type Dictionary<K extends string> = Record<Lang, Record<K, Compiled>>;
export type Translate<K extends string> = (key: K, vars?: Record<string, string | number>) => string;

/**
 * A widget's texts by key, from its own lingui catalogs (locales/{en,ar}/widget-<name>.po, compiled
 * into its chunk by the build): the macros leave only each text's id in the code.
 */
export function dictionary<K extends string>(
  catalogs: Record<Lang, Messages>,
  messages: Record<K, MessageDescriptor>,
): Dictionary<K> {
  const inLanguage = (catalog: Messages) =>
    Object.fromEntries(Object.entries<MessageDescriptor>(messages).map(([key, { id }]) => [key, catalog[id]]));
  return { en: inLanguage(catalogs.en), ar: inLanguage(catalogs.ar) } as Dictionary<K>;
}

/** en or ar; without an option, the host page's own language decides. */
export function langOf(option: string | undefined, doc: Document): Lang {
  const lang = (option || doc.documentElement.lang || 'en').toLowerCase();
  return lang.startsWith('ar') ? 'ar' : 'en';
}

export const dirOf = (lang: Lang) => (lang === 'ar' ? 'rtl' : 'ltr');

/** One widget's texts in `lang`, with the values they name written in. */
export function translator<K extends string>(dictionary: Dictionary<K>, lang: Lang): Translate<K> {
  const table = dictionary[lang];
  return (key, vars) =>
    table[key].map((part) => (typeof part === 'string' ? part : String(vars?.[part[0]] ?? ''))).join('');
}

/** Numbers in the widget's language (Arabic-Indic digits in Arabic). */
export const formatNumber = (value: number, lang: Lang) => new Intl.NumberFormat(lang).format(value);
