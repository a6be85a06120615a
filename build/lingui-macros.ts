import { transformAsync } from '@babel/core';

const SOURCE = /\.[cm]?[jt]sx?$/;

/**
 * Lingui's macros (`msg`…) compiled by babel, for the builds that have no babel of their own: the
 * server's rollup build (nitro.config.ts), the widgets' and the unit tests'. Only the files that
 * import a macro go through babel, which leaves everything else as it was. The server keeps the
 * English in the code (server/services/i18n/texts-in.ts falls back to it); the widgets keep only
 * each text's id (`stripMessageField`) and read the text from their catalogs.
 */
export function linguiMacros({ stripMessageField = false } = {}) {
  return {
    name: 'study-lingui-macros',
    enforce: 'pre' as const,
    async transform(code: string, id: string) {
      const file = id.split('?')[0];
      if (!SOURCE.test(file) || file.includes('/node_modules/') || !code.includes('@lingui/core/macro')) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
