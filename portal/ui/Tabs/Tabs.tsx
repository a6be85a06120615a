import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import * as styles from './Tabs.css.ts';
import { useHydrated } from '#portal/lib/hydrated.ts';

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
  /** The panel; tabs that navigate elsewhere (onChange) may leave it out. */
  content?: ReactNode;
}

interface TabsProps<V extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem<V>[];
  /** Controlled selection; leave out to let the tabs keep their own. */
  value?: V;
  defaultValue?: V;
  onChange?: (value: V) => void;
}

/**
 * WAI-ARIA tabs: one tab in the tab order, arrow keys move along the reading direction
 * (mirrored in right-to-left), Home and End jump to the ends.
 */
export function Tabs<V extends string>({ label, tabs, value, defaultValue, onChange, ...rest }: TabsProps<V>) {
  const id = useId();
  const [own, setOwn] = useState<V | undefined>(defaultValue ?? tabs[0]?.value);
  const selected = value ?? own;
  const listRef = useRef<HTMLDivElement>(null);

  const select = (next: V) => {
    setOwn(next);
    onChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.value === selected);
    const rtl = listRef.current ? getComputedStyle(listRef.current).direction === 'rtl' : false;
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step) next = (index + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    select(tabs[next].value);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  const active = tabs.find((t) => t.value === selected);
  // On a server-rendered page the tabs answer once it is hydrated.
  const live = useHydrated();
  return (
    <div {...rest}>
      <div role="tablist" aria-label={label} className={styles.list} ref={listRef} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.value}`}
            aria-selected={tab.value === selected}
            aria-controls={tab.content !== undefined ? `${id}-panel-${tab.value}` : undefined}
            tabIndex={tab.value === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(tab.value)}
            disabled={!live}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {active?.content !== undefined && (
        <div
          role="tabpanel"
          id={`${id}-panel-${active.value}`}
          aria-labelledby={`${id}-tab-${active.value}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tab panel takes focus, as the WAI-ARIA tabs pattern asks
          tabIndex={0}
        >
          {active.content}
        </div>
      )}
    </div>
  );
}
