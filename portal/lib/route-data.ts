import type { Client } from '#sdk/client';
import {
  createContext,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
  useLoaderData,
  useRevalidator,
} from 'react-router';
import { api } from './api.ts';

/**
 * The API client route loaders ask: the portal's own in the browser; on the server, the one the
 * page rendering passes in (it answers in-process, server/services/pages).
 */
export const apiContext = createContext<Client>(api);

/** A part of a page's data as its route loader gives it: the data, or that it could not be loaded. */
export type RoutePart<T> = { status: 'ready'; data: T } | { status: 'failed' };

/** The parts of a route's data, each with the call that loads it. */
export type RouteParts = Record<string, (client: Client, args: LoaderFunctionArgs) => Promise<unknown>>;

/**
 * A route loader of named parts, each asked of the API through the route's client, all at once.
 * A part that fails is `failed` on its own, so the screen shows that section's error with a
 * retry instead of the router's error page.
 */
export function routeLoader(parts: RouteParts) {
  return async (args: LoaderFunctionArgs): Promise<Record<string, RoutePart<unknown>>> => {
    const client = args.context.get(apiContext);
    const loaded = await Promise.all(
      Object.entries(parts).map(async ([name, load]): Promise<[string, RoutePart<unknown>]> => {
        try {
          return [name, { status: 'ready', data: await load(client, args) }];
        } catch (error) {
          if (args.request.signal.aborted) throw error;
          return [name, { status: 'failed' }];
        }
      }),
    );
    return Object.fromEntries(loaded);
  };
}

/** A part of the route's data (routeLoader) as a screen reads it, with a retry that loads the route again. */
export function useRoutePart<T>(name: string): RoutePart<T> & { retry: () => void } {
  const part = (useLoaderData() as Record<string, RoutePart<T>>)[name];
  const { revalidate } = useRevalidator();
  return { ...part, retry: () => void revalidate() };
}

/**
 * Loads again when the route's path changes or on a retry, not when only its query does (a
 * screen whose query is its own state, like the consultation's request type).
 */
export const reloadOnPathChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
