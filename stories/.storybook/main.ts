import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { portalPlugins } from '#portal/vite.plugins.ts';
import { catalogueLabels } from '#widgets/build/catalogue-labels.ts';

/** `npm run stories`: every UI component, in English (left to right) and Arabic (right to left). */
const config: StorybookConfig = {
  stories: ['../**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The portal's plugins (lingui macros and catalogs, vanilla-extract); react comes with them;
  // the widgets' Arabic catalogue names.
  viteFinal: (vite) =>
    mergeConfig(
      {
        ...vite,
        plugins: (vite.plugins ?? []).filter((p) => !(p && 'name' in p && String(p.name).startsWith('vite:react'))),
      },
      { plugins: [...portalPlugins(), catalogueLabels()] },
    ),
};

export default config;
