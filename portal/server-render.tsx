import { type I18n, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createStore, Provider } from 'jotai';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';
import { createClient } from '#sdk/client';
import { LOCALES, type Locale, languageBase, languageOfPath } from '#sdk/language-path';
import { messages as arabicMessages } from '#locales/ar/messages.po';
import { messages as arabicNames } from '#locales/ar/names.po';
import { routes } from './app/router.tsx';
import { loadCityNames } from './lib/catalogue-labels.ts';
import { loadArabicCountryNames } from './lib/countries.ts';
import { apiContext } from './lib/route-data.ts';
import { ToastProvider } from './ui/Toasts/Toasts.tsx';

/**
 * The portal rendered on the server: the page's route, its loaders' data asked
 * through the client the server passes in (in-process), and the same component tree the browser
 * hydrates (portal/main.tsx). Built by Vite as its own bundle (vite.ssr.config.ts) and called by
 * the server's page route (server/services/pages).
 */

/** One lingui instance per language, never switched: requests in both languages render side by side. */
function linguiIn(locale: Locale): I18n {
  const i18n = setupI18n();
  // Every message with placeholders arrives compiled (portal/lib/i18n.ts); a string is plain text.
  i18n.setMessagesCompiler((message) => [message]);
  i18n.load({ en: {}, ar: { ...arabicNames, ...arabicMessages } });
  i18n.activate(locale);
  return i18n;
}

const languages = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    {
      i18n: linguiIn(locale),
      handler: createStaticHandler(routes, { basename: languageBase(locale) || undefined }),
    },
  ]),
) as Record<Locale, { i18n: I18n; handler: ReturnType<typeof createStaticHandler> }>;

export interface RenderedPage {
  /** The markup inside the portal's root element. */
  html: string;
  /** The loaders' answers, for the browser's router to start from without asking again (JSON). */
  routeData: string;
  /** No route of the route table is this page's own (the not-found page was rendered). */
  notFound: boolean;
}

/**
 * The page at `url` as HTML, or undefined when it cannot be rendered here (a redirect, or a
 * loader error): the browser then renders it itself from the shell. The loaders ask the API with
 * `fetch` (the server passes its in-process one); the client is made here, so that the errors it
 * throws are the classes the loaders know.
 */
export async function renderPage(url: URL, fetch: typeof globalThis.fetch): Promise<RenderedPage | undefined> {
  const { locale } = languageOfPath(url.pathname);
  const { i18n, handler } = languages[locale];
  // The names the browser loads with the Arabic catalog (an English page shows the stored ones either way).
  await Promise.all([loadArabicCountryNames(), loadCityNames()]);
  const requestContext = new RouterContextProvider();
  requestContext.set(apiContext, createClient({ baseUrl: url.origin, fetch, retry: false }));
  const context = await handler.query(new Request(url), { requestContext });
  if (context instanceof Response || context.errors) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <Provider store={createStore()}>
          <ToastProvider>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ToastProvider>
        </Provider>
      </I18nProvider>
    </StrictMode>,
  );
  return {
    html,
    routeData: JSON.stringify({ loaderData: context.loaderData, actionData: context.actionData }),
    notFound: context.matches.at(-1)?.route.path === '*',
  };
}

/**
 * Whether a route of the route table is the page's own rather than the not-found page's
 * catch-all: for the pages the browser renders from the shell (the signed-in areas), whose
 * unknown addresses still answer 404.
 */
export function inRouteTable(url: URL): boolean {
  const { locale } = languageOfPath(url.pathname);
  const matches = matchRoutes(routes, url.pathname, languageBase(locale) || undefined);
  return matches !== null && matches.at(-1)?.route.path !== '*';
}
