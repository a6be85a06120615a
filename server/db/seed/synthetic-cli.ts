// `npm run seed:synthetic -- 100000`: fills the database the server would open (DATA_DIR or
// DATABASE_URL) with that many synthetic universities, after bringing its schema up to date.
import { readConfig } from '#server/utils/config.ts';
import { connect } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedSyntheticUniversities } from './synthetic.ts';

const [countArgument = '100000', seedArgument = '1'] = process.argv.slice(2);
const count = Number(countArgument);
const seed = Number(seedArgument);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  console.error('Usage: npm run seed:synthetic -- <number of universities> [seed]');
  process.exit(2);
}

const config = readConfig();
const { db, dialect } = connect(config);
try {
  await migrateToLatest(db);
  const started = performance.now();
  const where = dialect === 'postgres' ? 'PostgreSQL' : config.sqliteFile;
  console.log(`Adding ${count} synthetic universities to ${where} ...`);
  await seedSyntheticUniversities(db, count, {
    seed,
    onProgress: (done) => process.stdout.write(`\r  ${done} / ${count}`),
  });
  const seconds = (performance.now() - started) / 1000;
  const total = async (table: 'universities' | 'programs') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow()
      ).total,
    );
  console.log(
    `\nDone in ${seconds.toFixed(1)} s (${Math.round(count / seconds)} universities/s); the catalogue now holds ${await total('universities')} universities and ${await total('programs')} programmes.`,
  );
} finally {
  await db.destroy();
}
