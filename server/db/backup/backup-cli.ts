// `npm run backup -- <folder>`: copies the database and the stored files the server's
// configuration names (DATA_DIR or DATABASE_URL, the local uploads or S3_BUCKET) into <folder>,
// while the server runs.
import { resolve } from 'node:path';
import { readConfig } from '#server/utils/config.ts';
import { backup } from './backup.ts';

const [target] = process.argv.slice(2);
if (!target) {
  console.error('Usage: npm run backup -- <folder>');
  process.exit(2);
}
const manifest = await backup(readConfig(), resolve(target));
console.log(`Backed up the ${manifest.dialect} database and ${manifest.files} files to ${resolve(target)}`);
