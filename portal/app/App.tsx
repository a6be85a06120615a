import { I18nProvider } from '@lingui/react';
import { createBrowserRouter, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { languageBase, type Locale } from '#sdk/language-path';
import { i18n } from '#portal/lib/i18n.ts';
import { ToastProvider } from '#portal/ui/Toasts/Toasts.tsx';
import { routes } from './router.tsx';
import '#portal/ui/theme.css.ts';

/**
 * The portal's router for a page in `locale`: its routes live under that language's base (`/ar`);
 * on a page the server rendered, it starts from the server's route data.
 */
export const portalRouter = (locale: Locale, hydrationData?: HydrationState) =>
  createBrowserRouter(routes, { basename: languageBase(locale) || undefined, hydrationData });

export function App({ router }: { router: ReturnType<typeof portalRouter> }) {
  return (
    <I18nProvider i18n={i18n}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </I18nProvider>
  );
}
