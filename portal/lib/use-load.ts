import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: T };

/**
 * Runs `load` whenever `key` changes and on `retry`. An answer that arrives after a newer load
 * started is dropped, so a slow earlier page never overwrites the page the visitor asked for last.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): Loaded<T> & { retry: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a fresh closure on every render; `key` names what it loads
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure on every render; `key` names what it loads.
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
