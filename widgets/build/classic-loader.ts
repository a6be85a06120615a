import type { Plugin } from 'vite';

const RELATIVE_IMPORT = /\bimport\((["'`])(\.\/[^"'`]+\.js)\1\)/g;

/**
 * embed.js runs as a classic script from another origin, and such a script is "muted": its base
 * URL is about:blank, so `import('./embed/search-….js')` would not resolve. The loader is wrapped
 * in a function that knows the script's own URL, and its chunk imports are made absolute with it.
 * A widget's chunk is imported together with the shared chunks it imports: the
 * browser would otherwise find those only once the widget's chunk had arrived, one round trip later.
 */
export function classicLoader(fileName = 'embed.js'): Plugin {
  return {
    name: 'embed-classic-loader',
    apply: 'build',
    renderChunk(code, chunk, _options, meta) {
      if (chunk.fileName !== fileName) return null;
      const closure = (file: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const next of meta.chunks[file]?.imports ?? []) closure(next, seen);
        return seen;
      };
      let rewritten = 0;
      const body = code.replace(RELATIVE_IMPORT, (_, _quote, path: string) => {
        rewritten++;
        const files = [...closure(path.slice(2))].map((file) => JSON.stringify(`./${file}`));
        return `__embedImport(${files.join(',')})`;
      });
      if (rewritten !== chunk.dynamicImports.length)
        this.error(`embed.js: ${rewritten} of ${chunk.dynamicImports.length} chunk imports made absolute`);
      const script = `(document.currentScript||document.querySelector('script[src*="/embed.js"]')||{}).src||document.baseURI`;
      // Resolves to the first module (the widget's), once all of them have loaded.
      const importAll = `const __embedImport=(...files)=>Promise.all(files.map((file)=>import(new URL(file,__embedScript).href))).then((modules)=>modules[0]);`;
      return { code: `(function(__embedScript){${importAll}${body}\n})(${script});`, map: null };
    },
  };
}
