import { useEffect, useState } from 'preact/hooks';
import type { Lang } from '#widgets/types.ts';

interface Names {
  fields: Record<string, string>;
  levels: Record<string, string>;
}
export interface CatalogueLabels {
  /** A field of study (a specialty, a programme's category). */
  field: (value: string) => string;
  /** A degree or programme level. */
  level: (value: string) => string;
}

let arabic: Promise<Names> | undefined;
const name = (table: Record<string, string> | undefined) => (value: string) =>
  table && Object.hasOwn(table, value) ? table[value] : value;

/**
 * The catalogue's fixed vocabularies in the widget's language, from the portal's own catalog
 * (built into a small chunk that only Arabic widgets load). The catalogue stores them in English;
 * a value not in the vocabulary is shown as it is, as the portal does.
 */
export function useCatalogueLabels(lang: Lang): CatalogueLabels {
  const [names, setNames] = useState<Names>();
  useEffect(() => {
    if (lang !== 'ar') return setNames(undefined);
    let live = true;
    arabic ??= import('virtual:study-catalogue-ar');
    arabic.then(
      (loaded) => live && setNames(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [lang]);
  const current = lang === 'ar' ? names : undefined;
  return { field: name(current?.fields), level: name(current?.levels) };
}
