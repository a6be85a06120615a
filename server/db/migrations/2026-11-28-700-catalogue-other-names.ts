// The other names the catalogue search knows (universities' nicknames and short names, cities' and
// countries' own names and synonyms) become data the admins edit. Each row: what it
// names (a university, city or country, by its English name in the catalogue) and its other names.
// The rows below are the names the search knew when this was written; the application stores the
// universities' search words anew from the table (catalogue-words-refold.ts).
import { type Kysely, sql } from 'kysely';
import { isPostgres, timestampType, withId } from './portable.ts';

const UNIVERSITY = {
  'Technical University of Munich': 'TUM',
  'LMU Munich': 'Ludwig Maximilian Universität München',
  'London School of Economics and Political Science': 'LSE',
  'University College London': 'UCL',
  'Imperial College London': 'ICL',
  "King's College London": 'KCL',
  'University of Amsterdam': 'UvA',
  'Vrije Universiteit Brussel': 'VUB',
  'Université libre de Bruxelles': 'ULB',
  'Politecnico di Milano': 'Polimi',
  'Politecnico di Torino': 'Polito',
  'Delft University of Technology': 'TU Delft',
  'Eindhoven University of Technology': 'TU/e',
  'Erasmus University Rotterdam': 'EUR',
  'Humboldt University of Berlin': 'HU Berlin Humboldt-Universität',
  'Free University of Berlin': 'FU Berlin Freie Universität',
  'Technische Universität Berlin': 'TU Berlin',
  'Karlsruhe Institute of Technology': 'KIT',
  'Goethe University Frankfurt': 'Goethe-Universität',
  'Heidelberg University': 'Ruprecht-Karls-Universität',
  'University of Vienna': 'Universität Wien Uni Wien',
  'WU Vienna University of Economics and Business': 'Wirtschaftsuniversität',
  'Charles University': 'Univerzita Karlova',
  'Czech Technical University in Prague': 'CTU ČVUT',
  'Sapienza University of Rome': 'La Sapienza',
  'University of Bologna': 'Unibo Alma Mater Studiorum',
  'University of Milan': 'Unimi Statale',
  'Complutense University of Madrid': 'UCM Universidad Complutense',
  'Autonomous University of Madrid': 'UAM Universidad Autónoma',
  'Autonomous University of Barcelona': 'UAB Universitat Autònoma',
  'Polytechnic University of Catalonia': 'UPC',
  'Technical University of Madrid': 'UPM Politécnica',
  'Pompeu Fabra University': 'UPF',
  'KTH Royal Institute of Technology': 'Kungliga Tekniska högskolan',
  'Norwegian University of Science and Technology': 'NTNU',
  'Technical University of Denmark': 'DTU',
  'Copenhagen Business School': 'CBS',
  'University of Copenhagen': 'KU Københavns Universitet',
  'National and Kapodistrian University of Athens': 'NKUA',
  'National Technical University of Athens': 'NTUA',
  'Budapest University of Technology and Economics': 'BME',
  'Eötvös Loránd University': 'ELTE',
  'Trinity College Dublin': 'TCD',
  'University College Dublin': 'UCD',
  'Dublin City University': 'DCU',
  'ETH Zurich': 'Eidgenössische Technische Hochschule',
  EPFL: 'École polytechnique fédérale de Lausanne',
  'Sorbonne University': 'Sorbonne Université',
  'University of Warsaw': 'Uniwersytet Warszawski',
  'Jagiellonian University': 'Uniwersytet Jagielloński',
  'University of Lisbon': 'ULisboa',
  'NOVA University Lisbon': 'Universidade Nova',
};

const CITY = {
  Munich: 'München',
  Cologne: 'Köln',
  Vienna: 'Wien',
  Prague: 'Praha',
  Warsaw: 'Warszawa',
  Kraków: 'Cracow',
  Rome: 'Roma',
  Milan: 'Milano',
  Turin: 'Torino',
  Florence: 'Firenze',
  Naples: 'Napoli',
  Padua: 'Padova',
  Lisbon: 'Lisboa',
  Copenhagen: 'København',
  Gothenburg: 'Göteborg',
  Brussels: 'Bruxelles Brussel',
  Antwerp: 'Antwerpen',
  Ghent: 'Gent',
  Leuven: 'Louvain',
  Geneva: 'Genève Genf',
  Zurich: 'Zürich',
  Athens: 'Athína',
  Bucharest: 'București',
  'Frankfurt am Main': 'Frankfurt',
  'Freiburg im Breisgau': 'Freiburg',
  Thessaloniki: 'Salonica',
};

const COUNTRY = {
  Germany: 'Deutschland',
  'United Kingdom': 'UK Britain England Scotland Wales',
  Netherlands: 'Holland Nederland',
  'Czech Republic': 'Czechia Česko',
  Austria: 'Österreich',
  Switzerland: 'Schweiz Suisse Svizzera',
  Spain: 'España',
  Italy: 'Italia',
  Poland: 'Polska',
  Sweden: 'Sverige',
  Norway: 'Norge',
  Denmark: 'Danmark',
  Finland: 'Suomi',
  Hungary: 'Magyarország',
  Greece: 'Hellas Ellada',
  Croatia: 'Hrvatska',
  Belgium: 'Belgique België',
  Ireland: 'Éire',
  Portugal: 'Portuguesa',
};

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('catalogue_other_names'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('other_names', 'text', (c) => c.notNull())
    .addColumn('updated_at', timestampType(db), (c) => c.notNull())
    .addUniqueConstraint('catalogue_other_names_kind_name', ['kind', 'name'])
    .execute();
  const now = new Date().toISOString();
  const rows = Object.entries({ UNIVERSITY, CITY, COUNTRY }).flatMap(([kind, names]) =>
    Object.entries(names).map(([name, other_names]) => ({ kind, name, other_names, updated_at: now })),
  );
  await db.insertInto('catalogue_other_names').values(rows).execute();
  // Its changes are catalogue changes: the index and the cached answers follow the revision.
  if (isPostgres(db)) {
    await sql`CREATE TRIGGER catalogue_other_names_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogue_other_names
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision()`.execute(db);
    return;
  }
  for (const operation of ['INSERT', 'UPDATE', 'DELETE']) {
    await sql`CREATE TRIGGER ${sql.id(`catalogue_other_names_revision_${operation.toLowerCase()}`)} AFTER ${sql.raw(operation)} ON catalogue_other_names
      BEGIN UPDATE catalogue_revision SET revision = revision + 1 WHERE id = 1; END`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db))
    await sql`DROP TRIGGER IF EXISTS catalogue_other_names_revision ON catalogue_other_names`.execute(db);
  await db.schema.dropTable('catalogue_other_names').ifExists().execute();
}
