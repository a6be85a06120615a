import { useRef, useState } from 'react';

/**
 * A form's request in flight, claimed synchronously: a double click or a second Enter, before
 * React has re-rendered the disabled buttons, sends nothing. `sending` names what
 * is being sent, for the buttons' spinners.
 */
export function useSending<K extends string>() {
  const claimed = useRef(false);
  const [sending, setSending] = useState<K | null>(null);
  return {
    sending,
    /** Claims the form for `kind`; false while another request of the form runs. */
    start(kind: K) {
      if (claimed.current) return false;
      claimed.current = true;
      setSending(kind);
      return true;
    },
    /** Frees the form after a failure (a success navigates away). */
    done() {
      claimed.current = false;
      setSending(null);
    },
  };
}
