import { useState } from 'react';

/** The rows ticked for a bulk action, by id. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  /** Ticks or unticks every row of the page shown. */
  const toggleAll = (ids: readonly number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return {
    ids: [...selected],
    has: (id: number) => selected.has(id),
    allOf: (ids: readonly number[]) => ids.length > 0 && ids.every((id) => selected.has(id)),
    toggle,
    toggleAll,
    clear: () => setSelected(new Set()),
  };
}

export type Selection = ReturnType<typeof useSelection>;
