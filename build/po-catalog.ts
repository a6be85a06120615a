/** The entries of a gettext catalog: context, id and translation (quoted lines joined, escapes read). */
export function readCatalog(po: string): { context?: string; id: string; text: string }[] {
  return po.split(/\n\s*\n/).flatMap((block) => {
    const fields: Record<string, string> = {};
    let current = '';
    for (const line of block.split('\n')) {
      const start = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
      if (start) {
        current = start[1];
        fields[current] = JSON.parse(start[2]);
      } else if (current && /^".*"$/.test(line)) fields[current] += JSON.parse(line);
    }
    return fields.msgid ? [{ context: fields.msgctxt, id: fields.msgid, text: fields.msgstr ?? '' }] : [];
  });
}

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
