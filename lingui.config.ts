import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

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
  // Origins without line numbers: a catalog changes when a message does, not when code moves.
  format: formatter({ lineNumbers: false }),
});
