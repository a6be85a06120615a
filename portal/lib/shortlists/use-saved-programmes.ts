import { useLingui } from '@lingui/react/macro';
import type { Shortlist } from '#sdk/schemas/shortlist';
import { useEffect, useState } from 'react';
import { useAction } from '#portal/lib/use-action.ts';
import type { ShortlistSource } from './shortlist-source.ts';

const idsOf = (list: Shortlist) => new Set(list.items.map((item) => item.program.id));

/**
 * Which programmes a shortlist holds, and a toggle that saves or removes one (a toast on
 * failure). `source` null: nobody's (a visitor), nothing is loaded.
 */
export function useSavedProgrammes(source: ShortlistSource | null) {
  const { t } = useLingui();
  const action = useAction<number>();
  const [saved, setSaved] = useState<ReadonlySet<number> | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `source` is rebuilt on each render; its key names it
  useEffect(() => {
    if (!source) return;
    let current = true;
    source.load().then(
      (list) => current && setSaved(idsOf(list)),
      () => current && setSaved(new Set()),
    );
    return () => {
      current = false;
    };
  }, [source?.key]);
  const toggle = (programId: number) => {
    if (!source || !saved) return;
    const remove = saved.has(programId);
    void action.run(() => (remove ? source.remove(programId) : source.save(programId)), {
      kind: programId,
      failed: remove ? t`Unable to remove it from the shortlist` : t`Unable to save it to the shortlist`,
      onDone: (list) => setSaved(idsOf(list)),
    });
  };
  return { saved, toggle, pending: action.pending };
}
