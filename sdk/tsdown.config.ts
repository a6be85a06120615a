import { defineConfig } from 'tsdown';

/** The package developers install: ESM with .d.ts, one entry per noun, valibot as the only dependency. */
export default defineConfig({
  entry: [
    'client.ts',
    'public-client.ts',
    'call-options.ts',
    'errors.ts',
    'paginate.ts',
    'resources/*.ts',
    'schemas/*.ts',
  ],
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  outDir: 'dist',
  clean: true,
  unbundle: true,
  tsconfig: 'tsconfig.json',
});
