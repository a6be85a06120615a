import { defineConfig } from '@lingui/cli';

/** One catalog per language for the portal (and the UI stories); English is the source. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/portal', '<rootDir>/stories/ui'],
      exclude: ['**/node_modules/**'],
    },
  ],
  format: 'po',
});
