import { I18nProvider } from '@lingui/react';
import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { activateLocale, directionOf, i18n, isLocale } from '#portal/lib/i18n.ts';
import { ToastProvider } from '#portal/ui/Toasts/Toasts.tsx';
import '#portal/ui/theme.css.ts';

/** The language global: the toolbar switches English (ltr) and Arabic (rtl); the tests run both. */
const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language and direction',
      toolbar: {
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (left to right)' },
          { value: 'ar', title: 'العربية (right to left)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  loaders: [
    async ({ globals }) => {
      await activateLocale(isLocale(globals.locale) ? globals.locale : 'en');
      return {};
    },
  ],
  decorators: [
    (Story, { globals }) => {
      const locale = isLocale(globals.locale) ? globals.locale : 'en';
      return (
        <I18nProvider i18n={i18n}>
          <ToastProvider>
            <MemoryRouter>
              <div lang={locale} dir={directionOf(locale)} data-story-root style={{ padding: '1rem' }}>
                <Story />
              </div>
            </MemoryRouter>
          </ToastProvider>
        </I18nProvider>
      );
    },
  ],
  parameters: { layout: 'fullscreen' },
};

export default preview;
