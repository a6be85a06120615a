import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while a page renders on the server and while the browser hydrates that HTML, true after
 * (and at once in a page the browser renders itself). What only the browser knows (the signed-in
 * user) waits for it, so that hydration meets the HTML the server wrote.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
