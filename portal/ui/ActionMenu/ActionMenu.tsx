import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '#portal/ui/Button/Button.tsx';
import { Icon } from '#portal/ui/Icon/Icon.tsx';
import * as styles from './ActionMenu.css.ts';

export type MenuAction = { label: string; to: string } | { label: string; onSelect: () => void; danger?: boolean };

/**
 * A row's menu of actions (View Details, Edit, Deactivate…). It opens as a popover in the top
 * layer, so a scrolling table cannot clip it; Escape and a click outside close it (the browser's
 * light dismiss) and focus returns to the button.
 */
export function ActionMenu({ label, actions }: { label: string; actions: readonly MenuAction[] }) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  /** Under the button (above it when there is no room below), aligned with its end edge (the left one in right-to-left). */
  const place = (event: { newState?: string }) => {
    const anchor = button.current?.getBoundingClientRect();
    const menu = panel.current;
    if (!anchor || !menu || event.newState !== 'open') return;
    const rtl = getComputedStyle(menu).direction === 'rtl';
    const width = menu.offsetWidth;
    const left = rtl ? anchor.left : anchor.right - width;
    menu.style.left = `${Math.max(4, Math.min(left, window.innerWidth - width - 4))}px`;
    const height = menu.offsetHeight;
    const below = anchor.bottom + 4;
    menu.style.top = `${below + height > window.innerHeight ? Math.max(4, anchor.top - height - 4) : below}px`;
    menu.querySelector<HTMLElement>('a, button')?.focus();
  };
  // Browsers without the Popover API (and jsdom) show the list in place; there is nothing to close.
  const close = () => panel.current?.hidePopover?.();

  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonClass({ variant: 'ghost', size: 'sm' })}
        aria-label={label}
        popoverTarget={id}
      >
        <Icon name="menu" size={18} />
      </button>
      <div id={id} ref={panel} popover="auto" className={styles.panel} onToggle={place}>
        <ul className={styles.list}>
          {actions.map((action) => (
            <li key={action.label}>
              {'to' in action ? (
                <Link className={styles.item} to={action.to} onClick={close}>
                  {action.label}
                </Link>
              ) : (
                <button
                  type="button"
                  className={[styles.item, action.danger && styles.danger].filter(Boolean).join(' ')}
                  onClick={() => {
                    close();
                    action.onSelect();
                  }}
                >
                  {action.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
