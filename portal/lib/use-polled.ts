import { LIMITS } from '#sdk/schemas/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

export type Polled<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: T };

/** retry: show the loading state; change: keep the old answer until the new one; poll: also keep it when the load fails. */
type Mode = 'retry' | 'change' | 'poll';

/**
 * Loads `load` when `key` changes and again every 30 seconds (spec part 1, 4; an interval of 0
 * loads once). A refresh keeps
 * the data on screen until the new answer replaces it, so nothing flickers; a failed background
 * refresh keeps the last good answer. Answers that arrive after a newer load started are dropped.
 */
export function usePolled<T>(load: () => Promise<T>, key: string, intervalMs: number = LIMITS.pollIntervalMs) {
  const [state, setState] = useState<Polled<T>>({ status: 'loading' });
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const run = useCallback((mode: Mode) => {
    const id = ++latest.current;
    if (mode === 'retry') setState({ status: 'loading' });
    loadRef.current().then(
      (data) => id === latest.current && setState({ status: 'ready', data }),
      (error: unknown) =>
        id === latest.current &&
        setState((current) => (mode === 'poll' && current.status === 'ready' ? current : { status: 'failed', error })),
    );
  }, []);

  useEffect(() => {
    run('change');
    if (intervalMs <= 0) return;
    const timer = setInterval(() => {
      if (!document.hidden) run('poll');
    }, intervalMs);
    return () => clearInterval(timer);
  }, [key, intervalMs, run]);

  return {
    ...state,
    /** Loads again with the loading state (Try Again). */
    retry: useCallback(() => run('retry'), [run]),
    /** Loads again in the background (after a change the user made). */
    refresh: useCallback(() => run('poll'), [run]),
  };
}
