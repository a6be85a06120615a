// `npm run restore -- <folder>`: puts a backup made by `npm run backup` back into the database
// and file store the configuration names. Stop the server first; start it again afterwards.
import { resolve } from 'node:path';
import { readConfig } from '#server/utils/config.ts';
import { restore } from './backup.ts';

const [source] = process.argv.slice(2);
if (!source) {
  console.error('Usage: npm run restore -- <folder>');
  process.exit(2);
}
const manifest = await restore(readConfig(), resolve(source));
console.log(`Restored the ${manifest.dialect} database and ${manifest.files} files of ${manifest.createdAt}`);
