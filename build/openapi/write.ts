// Writes the API's OpenAPI document and its docs page where the server serves them: /api/openapi.json, /api/docs.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { buildDocument } from './document.ts';

const root = resolve(import.meta.dirname, '../..');
const out = join(root, process.env.DIST_DIR || 'dist', 'api');
const { version } = JSON.parse(readFileSync(join(root, 'sdk/package.json'), 'utf8'));

const document = await buildDocument(root, version);
mkdirSync(join(out, 'docs'), { recursive: true });
writeFileSync(join(out, 'openapi.json'), JSON.stringify(document));

// Redoc's standalone bundle renders the document; the page has no inline script.
copyFileSync(createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'), join(out, 'docs/redoc.js'));
writeFileSync(
  join(out, 'docs/index.html'),
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Study in Europe API</title>
</head>
<body>
<redoc spec-url="/api/openapi.json" hide-download-button="false"></redoc>
<script src="/api/docs/redoc.js"></script>
</body>
</html>
`,
);
console.log(`OpenAPI: ${Object.keys(document.paths).length} paths → ${join(out, 'openapi.json')}`);
