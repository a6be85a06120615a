import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { expect, it } from 'vitest';

const ENTRY = 'virtual:universities-widget';

/** What a widget that lists universities imports: the client and the university calls, nothing else. */
const entrySource = `
import { createPublicClient } from '#sdk/public-client';
import * as universities from '#sdk/resources/universities';
export const search = (baseUrl, text) => universities.list(createPublicClient({ baseUrl }), { search: text });
export const one = (baseUrl, id) => universities.retrieve(createPublicClient({ baseUrl }), id);
`;

async function bundle(): Promise<string> {
  const output = (await build({
    configFile: false,
    root: fileURLToPath(new URL('..', import.meta.url)),
    logLevel: 'silent',
    plugins: [
      {
        name: 'universities-widget-entry',
        enforce: 'pre',
        // Library mode hands the entry over as a path under the root.
        resolveId: (id) => (id.endsWith(ENTRY) ? `\0${ENTRY}` : undefined),
        load: (id) => (id === `\0${ENTRY}` ? entrySource : undefined),
      },
    ],
    build: { write: false, minify: true, lib: { entry: ENTRY, formats: ['es'], fileName: 'widget' } },
  })) as Rolldown.RolldownOutput[];
  return output
    .flatMap((o) => o.output)
    .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
    .join('\n');
}

it('bundles the university calls without the calls of other areas', async () => {
  const code = await bundle();
  const gzipped = gzipSync(code, { level: 9 }).length;
  console.log(`SDK for a university widget (client + universities): ${code.length} B minified, ${gzipped} B gzipped`);

  expect(code).toContain('/universities');
  for (const path of [
    '/admin/',
    '/agency',
    '/direct-students',
    '/users/',
    '/leads',
    '/auth/',
    '/applications',
    '/uploads/',
    '/public/',
  ]) {
    expect(code, `the bundle holds ${path}`).not.toContain(path);
  }
  // No schema library either: the university calls only need types.
  expect(code).not.toMatch(/valibot|safeParse/);
  expect(gzipped).toBeLessThan(2_048);
}, 60_000);
