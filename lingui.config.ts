import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

const ignored = ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'];

/** A catalog per widget: its chunk carries its own messages only (widgets/shared/i18n.ts). */
const widget = (name: string) => ({
  path: `<rootDir>/locales/{locale}/widget-${name}`,
  include: [`<rootDir>/widgets/${name}`],
  exclude: ignored,
});

/**
 * One catalog per bundle, English the source of all. `names` holds the names of the contract's
 * values (statuses, document types, roles), which the portal and the server both load, so each
 * is said one way in each language. `npm run extract` writes them all.
 */
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
    { path: '<rootDir>/locales/{locale}/names', include: ['<rootDir>/names'], exclude: ignored },
    { path: '<rootDir>/locales/{locale}/server', include: ['<rootDir>/server'], exclude: ignored },
    widget('shared'),
    widget('search'),
    widget('eligibility'),
    widget('consultation'),
    widget('apply'),
    widget('floating'),
    widget('loader'),
  ],
  // Origins without line numbers: a catalog changes when a message does, not when code moves.
  format: formatter({ lineNumbers: false }),
});
