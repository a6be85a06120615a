import type { Plugin } from 'vite';

const RELATIVE_IMPORT = /\bimport\((["'`])(\.\/[^"'`]+\.js)\1\)/g;

/**
 * embed.js runs as a classic script from another origin, and such a script is "muted": its base
 * URL is about:blank, so `import('./embed/search-….js')` would not resolve. The loader is wrapped
 * in a function that knows the script's own URL, and its chunk imports are made absolute with it.
 */
export function classicLoader(fileName = 'embed.js'): Plugin {
  return {
    name: 'embed-classic-loader',
    apply: 'build',
    renderChunk(code, chunk) {
      if (chunk.fileName !== fileName) return null;
      let rewritten = 0;
      const body = code.replace(RELATIVE_IMPORT, (_, _quote, path: string) => {
        rewritten++;
        return `import(new URL(${JSON.stringify(path)},__embedScript).href)`;
      });
      if (rewritten !== chunk.dynamicImports.length)
        this.error(`embed.js: ${rewritten} of ${chunk.dynamicImports.length} chunk imports made absolute`);
      const script = `(document.currentScript||document.querySelector('script[src*="/embed.js"]')||{}).src||document.baseURI`;
      return { code: `(function(__embedScript){${body}\n})(${script});`, map: null };
    },
  };
}
