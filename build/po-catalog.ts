import PO from 'pofile';

/** The entries of a gettext catalog: context, id and translation. */
export const readCatalog = (po: string): { context?: string; id: string; text: string }[] =>
  PO.parse(po).items.map((item) => ({
    context: item.msgctxt ?? undefined,
    id: item.msgid,
    text: item.msgstr[0] ?? '',
  }));

/**
 * The names a catalog gives the catalogue's values, by kind (the entry's context: "city",
 * "university", "field of study"), then by the English name; untranslated entries left out.
 */
export function namesByContext(po: string, contexts: readonly string[]): Record<string, Record<string, string>> {
  const names: Record<string, Record<string, string>> = Object.fromEntries(contexts.map((context) => [context, {}]));
  for (const { context, id, text } of readCatalog(po))
    if (context && Object.hasOwn(names, context) && text) names[context][id] = text;
  return names;
}
