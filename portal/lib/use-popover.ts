import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/**
 * A button's popover in the top bar (the notification bell, the user menu): a press outside closes
 * it; Escape from anything inside closes it and gives focus back to the button (a disclosure's
 * usual keys, WAI-ARIA APG). Escape stops there, so the mobile menu around it stays open.
 * Spread `root` on the element that holds the button (its first button) and the panel.
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => !ref.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    ref.current?.querySelector('button')?.focus();
  };

  return {
    open,
    toggle: () => setOpen((was) => !was),
    close: () => setOpen(false),
    root: { ref, onKeyDown },
  };
}
