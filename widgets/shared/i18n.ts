import type { Lang } from '#widgets/types.ts';

export type Dictionary<K extends string> = Record<Lang, Record<K, string>>;
export type Translate<K extends string> = (key: K, vars?: Record<string, string | number>) => string;

/** en or ar; without an option, the host page's own language decides. */
export function langOf(option: string | undefined, doc: Document): Lang {
  const lang = (option || doc.documentElement.lang || 'en').toLowerCase();
  return lang.startsWith('ar') ? 'ar' : 'en';
}

export const dirOf = (lang: Lang) => (lang === 'ar' ? 'rtl' : 'ltr');

/** A tiny translator over one widget's dictionary: "{name}" placeholders, nothing more. */
export function translator<K extends string>(dictionary: Dictionary<K>, lang: Lang): Translate<K> {
  const table = dictionary[lang];
  return (key, vars) => table[key].replace(/\{(\w+)\}/g, (_, name: string) => String(vars?.[name] ?? ''));
}

/** Numbers in the widget's language (Arabic-Indic digits in Arabic). */
export const formatNumber = (value: number, lang: Lang) => new Intl.NumberFormat(lang).format(value);
