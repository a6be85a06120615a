import { useEffect, useState } from 'preact/hooks';

/** A type-ahead's list, under its box at its full width in either direction. */
export const COMBOBOX_CSS = `
.se-combo{position:relative}
.se-options{position:absolute;inset-inline:0;inset-block-start:100%;z-index:1;margin:4px 0 0;padding:4px;list-style:none;background:#fff;border:1px solid #64748b;border-radius:var(--se-radius);box-shadow:0 6px 16px rgb(15 23 42/.15);max-block-size:18em;overflow:auto}
.se-options [role=option],p.se-options{padding:6px 8px;border-radius:calc(var(--se-radius)*.5);cursor:pointer}
.se-options [role=option]:hover{background:#f1f5f9}
.se-options [aria-selected=true]{background:var(--se-hover);color:var(--se-on-hover)}
.se-options [aria-selected=true] .se-muted{color:inherit}
`;

interface ComboboxRules<T> {
  /** The list's id; each option's is `${id}-${index}`. */
  id: string;
  /** What the list offers; undefined while there is nothing to offer (no list). */
  options: T[] | undefined;
  /** The option active when a new list arrives: the first (0), or none (-1: Enter keeps what was typed). */
  first: 0 | -1;
  choose: (option: T) => void;
  /** Escape closed the list. */
  onEscape?: () => void;
}

/**
 * The WAI-ARIA combobox with a listbox popup: the box keeps the focus and names the active option
 * (aria-activedescendant); the arrows move round the options (and open a list Escape closed),
 * Enter chooses the active one, Escape closes the list. Enter with none active is the form's.
 * A list stays closed (after a choice, Enter, Escape or `close`) until a new one arrives or an arrow.
 */
export function useCombobox<T>({ id, options, first, choose, onEscape }: ComboboxRules<T>) {
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list opens at its first option
  useEffect(() => {
    setActive(first);
    setClosed(false);
  }, [options]);
  const open = options !== undefined && !closed;
  const count = options?.length ?? 0;

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count) {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      setClosed(false);
      setActive((at) => (!open || at < 0 ? (down ? 0 : count - 1) : (at + (down ? 1 : count - 1)) % count));
    } else if (event.key === 'Enter' && open) {
      setClosed(true);
      if (options?.[active]) {
        event.preventDefault();
        choose(options[active]);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setClosed(true);
      setActive(-1);
      onEscape?.();
    }
  };

  return {
    open,
    close: () => setClosed(true),
    input: {
      role: 'combobox',
      autoComplete: 'off',
      'aria-autocomplete': 'list',
      'aria-expanded': open && count > 0,
      'aria-controls': id,
      'aria-activedescendant': open && options?.[active] ? `${id}-${active}` : undefined,
      onKeyDown,
    } as const,
    option: (at: number) => ({
      id: `${id}-${at}`,
      role: 'option' as const,
      tabIndex: -1,
      'aria-selected': at === active,
      // Chosen on mousedown, before the box loses the focus and closes the list.
      onMouseDown: (event: MouseEvent) => {
        event.preventDefault();
        setClosed(true);
        choose(options![at]);
      },
    }),
  };
}
