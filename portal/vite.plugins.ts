import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { precompiledMessages } from '../build/precompiled-messages.ts';

/**
 * The plugins every build of portal code needs: the vite build, the vitest project `portal` and
 * Storybook. Lingui macros run through babel (TOOLCHAIN.md: plugin-react 6 has no babel option).
 */
export const portalPlugins = () => [
  react(),
  babel({
    // The English text stays next to the code that shows it (lazy chunks carry their own strings),
    // so the entry does not ship an English catalog of every area; compiled here, as the catalogs
    // are (portal/lib/i18n.ts).
    plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }], precompiledMessages],
    include: [/[\\/](portal|stories|names|widgets)[\\/].*\.[jt]sx?$/],
  }),
  lingui({ configPath: fileURLToPath(new URL('../lingui.config.ts', import.meta.url)) }),
  vanillaExtractPlugin(),
];
