import { I18nProvider } from '@lingui/react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '#portal/lib/i18n.ts';
import { ToastProvider } from '#portal/ui/Toasts/Toasts.tsx';
import { routes } from './router.tsx';
import '#portal/ui/theme.css.ts';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </I18nProvider>
  );
}
