import { getDefaultStore } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type HydrationState, matchRoutes } from 'react-router';
import { languageBase } from '#sdk/language-path';
import { App, portalRouter } from './app/App.tsx';
import { routes } from './app/router.tsx';
import { activateLocale, pageLocale, preferredLocale, twinAddress } from './lib/i18n.ts';
import { reloadUserAtom } from './lib/session.ts';
import { rememberVisitAgency } from './lib/visit-agency.ts';

// A visitor sent by an agency's widget stays that agency's for the visit.
rememberVisitAgency(location.search);

const preferred = preferredLocale();
if (preferred) location.replace(twinAddress(preferred));
else void start();

/** The route data of a page the server rendered (server/services/pages/page-document.ts). */
function serverRouteData(): HydrationState | undefined {
  const script = document.getElementById('route-data');
  return script?.textContent ? (JSON.parse(script.textContent) as HydrationState) : undefined;
}

/** Loads the code of the page's screens before hydrating, so the first render is the server's. */
async function loadMatchedScreens(basename: string) {
  const matches = matchRoutes(routes, location, basename || undefined) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

async function start() {
  // The user loads while the catalog does; guards show a loading state until it is known (and a
  // hydrating page shows what the server did until then: useSession).
  void getDefaultStore().set(reloadUserAtom);
  const locale = pageLocale();
  const root = document.getElementById('root')!;
  const routeData = serverRouteData();
  await Promise.all([activateLocale(locale), routeData && loadMatchedScreens(languageBase(locale))]);
  const app = (
    <StrictMode>
      <App router={portalRouter(locale, routeData)} />
    </StrictMode>
  );
  if (routeData)
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (the page is already visible: the server rendered it).
    startTransition(() => {
      hydrateRoot(root, app, {
        // A page that differs from the server's HTML is rendered again in the browser; say so.
        onRecoverableError: (error) => console.error('The page did not hydrate as the server rendered it:', error),
      });
    });
  else createRoot(root).render(app);
}
