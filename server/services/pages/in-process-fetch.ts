import { useNitroApp } from 'nitropack/runtime';

/**
 * The fetch the server renders pages with: each call goes through the server's own routes
 * in-process (Nitro's local fetch: the same validation, caches and answers, no socket), as a
 * visitor the server does not know.
 */
export function inProcessFetch(): typeof fetch {
  const nitro = useNitroApp();
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return nitro.localFetch(`${url.pathname}${url.search}`, init as RequestInit) as Promise<Response>;
  };
}
