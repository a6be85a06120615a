// Synthetic catalogue for benchmarks and load tests: any number of universities that look like
// the real ones (names, cities, countries, specialties and programmes), made from a seed, so two
// runs with the same seed produce the same catalogue.
import type { Kysely } from 'kysely';
import { programColumns, seedProgramDates } from './program-parts.ts';
import { EUROPEAN_COUNTRIES } from '#sdk/schemas/constants';
import {
  insertUniversities,
  type NewUniversity,
  type ProgramValues,
} from '#server/services/universities/university.repository.ts';
import type { Database } from '#server/db/tables/database.ts';

type Country = (typeof EUROPEAN_COUNTRIES)[number];

interface Place {
  cities: string[];
  /** Top-level domain of its websites. */
  tld: string;
  /** The teaching language besides English, and the local word for "University". */
  language: string;
  university: string;
  /** Yearly tuition range for international students, euros. */
  tuition: [number, number];
}

const PLACES: Record<Country, Place> = {
  Germany: {
    cities: [
      'Berlin',
      'Munich',
      'Hamburg',
      'Cologne',
      'Frankfurt',
      'Stuttgart',
      'Leipzig',
      'Dresden',
      'Heidelberg',
      'Freiburg',
      'Aachen',
      'Münster',
    ],
    tld: 'de',
    language: 'German',
    university: 'Universität',
    tuition: [0, 3000],
  },
  France: {
    cities: [
      'Paris',
      'Lyon',
      'Marseille',
      'Toulouse',
      'Bordeaux',
      'Lille',
      'Strasbourg',
      'Grenoble',
      'Nantes',
      'Montpellier',
    ],
    tld: 'fr',
    language: 'French',
    university: 'Université',
    tuition: [2770, 15000],
  },
  Italy: {
    cities: ['Rome', 'Milan', 'Bologna', 'Turin', 'Florence', 'Naples', 'Padua', 'Pisa', 'Genoa', 'Trento'],
    tld: 'it',
    language: 'Italian',
    university: 'Università',
    tuition: [900, 4000],
  },
  Spain: {
    cities: ['Madrid', 'Barcelona', 'Valencia', 'Seville', 'Granada', 'Salamanca', 'Bilbao', 'Málaga', 'Zaragoza'],
    tld: 'es',
    language: 'Spanish',
    university: 'Universidad',
    tuition: [1500, 12000],
  },
  Netherlands: {
    cities: [
      'Amsterdam',
      'Rotterdam',
      'Utrecht',
      'Leiden',
      'Groningen',
      'Delft',
      'Eindhoven',
      'Maastricht',
      'Nijmegen',
    ],
    tld: 'nl',
    language: 'Dutch',
    university: 'Universiteit',
    tuition: [8000, 20000],
  },
  Belgium: {
    cities: ['Brussels', 'Leuven', 'Ghent', 'Antwerp', 'Liège', 'Louvain-la-Neuve', 'Namur'],
    tld: 'be',
    language: 'Dutch',
    university: 'Universiteit',
    tuition: [1000, 8000],
  },
  Austria: {
    cities: ['Vienna', 'Graz', 'Innsbruck', 'Salzburg', 'Linz', 'Klagenfurt'],
    tld: 'at',
    language: 'German',
    university: 'Universität',
    tuition: [1500, 3000],
  },
  Switzerland: {
    cities: ['Zürich', 'Geneva', 'Lausanne', 'Basel', 'Bern', 'Lucerne', 'St. Gallen', 'Fribourg'],
    tld: 'ch',
    language: 'German',
    university: 'Universität',
    tuition: [1300, 8000],
  },
  Poland: {
    cities: ['Warsaw', 'Kraków', 'Wrocław', 'Poznań', 'Gdańsk', 'Łódź', 'Lublin', 'Katowice'],
    tld: 'pl',
    language: 'Polish',
    university: 'Uniwersytet',
    tuition: [2000, 6000],
  },
  'Czech Republic': {
    cities: ['Prague', 'Brno', 'Olomouc', 'Ostrava', 'Plzeň', 'Liberec'],
    tld: 'cz',
    language: 'Czech',
    university: 'Univerzita',
    tuition: [3000, 12000],
  },
  Portugal: {
    cities: ['Lisbon', 'Porto', 'Coimbra', 'Braga', 'Aveiro', 'Faro'],
    tld: 'pt',
    language: 'Portuguese',
    university: 'Universidade',
    tuition: [1000, 7000],
  },
  Sweden: {
    cities: ['Stockholm', 'Uppsala', 'Lund', 'Gothenburg', 'Linköping', 'Umeå', 'Malmö'],
    tld: 'se',
    language: 'Swedish',
    university: 'Universitet',
    tuition: [8000, 20000],
  },
  Denmark: {
    cities: ['Copenhagen', 'Aarhus', 'Odense', 'Aalborg', 'Roskilde'],
    tld: 'dk',
    language: 'Danish',
    university: 'Universitet',
    tuition: [6000, 16000],
  },
  Norway: {
    cities: ['Oslo', 'Bergen', 'Trondheim', 'Tromsø', 'Stavanger'],
    tld: 'no',
    language: 'Norwegian',
    university: 'Universitet',
    tuition: [0, 18000],
  },
  Finland: {
    cities: ['Helsinki', 'Espoo', 'Tampere', 'Turku', 'Oulu', 'Jyväskylä'],
    tld: 'fi',
    language: 'Finnish',
    university: 'Yliopisto',
    tuition: [8000, 18000],
  },
  Ireland: {
    cities: ['Dublin', 'Cork', 'Galway', 'Limerick', 'Maynooth'],
    tld: 'ie',
    language: 'English',
    university: 'University',
    tuition: [10000, 25000],
  },
  'United Kingdom': {
    cities: [
      'London',
      'Manchester',
      'Edinburgh',
      'Glasgow',
      'Birmingham',
      'Bristol',
      'Leeds',
      'Oxford',
      'Cambridge',
      'Cardiff',
    ],
    tld: 'ac.uk',
    language: 'English',
    university: 'University',
    tuition: [15000, 38000],
  },
  Greece: {
    cities: ['Athens', 'Thessaloniki', 'Patras', 'Heraklion', 'Ioannina'],
    tld: 'gr',
    language: 'Greek',
    university: 'Panepistimio',
    tuition: [1500, 9000],
  },
  Hungary: {
    cities: ['Budapest', 'Debrecen', 'Szeged', 'Pécs', 'Győr'],
    tld: 'hu',
    language: 'Hungarian',
    university: 'Egyetem',
    tuition: [3000, 16000],
  },
  Romania: {
    cities: ['Bucharest', 'Cluj-Napoca', 'Iași', 'Timișoara', 'Brașov'],
    tld: 'ro',
    language: 'Romanian',
    university: 'Universitatea',
    tuition: [2000, 7500],
  },
  Bulgaria: {
    cities: ['Sofia', 'Plovdiv', 'Varna', 'Burgas', 'Veliko Tarnovo'],
    tld: 'bg',
    language: 'Bulgarian',
    university: 'Universitet',
    tuition: [3000, 8000],
  },
  Croatia: {
    cities: ['Zagreb', 'Split', 'Rijeka', 'Osijek', 'Zadar'],
    tld: 'hr',
    language: 'Croatian',
    university: 'Sveučilište',
    tuition: [2000, 6000],
  },
  Slovenia: {
    cities: ['Ljubljana', 'Maribor', 'Koper', 'Nova Gorica'],
    tld: 'si',
    language: 'Slovenian',
    university: 'Univerza',
    tuition: [2500, 7000],
  },
  Slovakia: {
    cities: ['Bratislava', 'Košice', 'Žilina', 'Nitra', 'Banská Bystrica'],
    tld: 'sk',
    language: 'Slovak',
    university: 'Univerzita',
    tuition: [2000, 9000],
  },
  Estonia: {
    cities: ['Tallinn', 'Tartu', 'Narva', 'Pärnu'],
    tld: 'ee',
    language: 'Estonian',
    university: 'Ülikool',
    tuition: [3000, 8000],
  },
  Latvia: {
    cities: ['Riga', 'Jelgava', 'Daugavpils', 'Liepāja'],
    tld: 'lv',
    language: 'Latvian',
    university: 'Universitāte',
    tuition: [2500, 9000],
  },
  Lithuania: {
    cities: ['Vilnius', 'Kaunas', 'Klaipėda', 'Šiauliai'],
    tld: 'lt',
    language: 'Lithuanian',
    university: 'Universitetas',
    tuition: [2500, 8000],
  },
  Luxembourg: {
    cities: ['Luxembourg', 'Esch-sur-Alzette', 'Belval'],
    tld: 'lu',
    language: 'French',
    university: 'Université',
    tuition: [800, 4000],
  },
  Malta: {
    cities: ['Valletta', 'Msida', 'Sliema', 'Birkirkara'],
    tld: 'mt',
    language: 'English',
    university: 'University',
    tuition: [7000, 15000],
  },
  Cyprus: {
    cities: ['Nicosia', 'Limassol', 'Larnaca', 'Paphos'],
    tld: 'ac.cy',
    language: 'Greek',
    university: 'University',
    tuition: [3500, 10000],
  },
};

interface Specialty {
  name: string;
  /** Bachelor's and master's titles, e.g. "BSc" and "MSc". */
  titles: [string, string];
  subjects: string[];
}

const SPECIALTIES: Record<string, Specialty> = {
  engineering: {
    name: 'Engineering',
    titles: ['BEng', 'MEng'],
    subjects: [
      'Mechanical Engineering',
      'Electrical Engineering',
      'Civil Engineering',
      'Chemical Engineering',
      'Aerospace Engineering',
    ],
  },
  computing: {
    name: 'Computer Science',
    titles: ['BSc', 'MSc'],
    subjects: ['Computer Science', 'Software Engineering', 'Artificial Intelligence', 'Cyber Security'],
  },
  data: {
    name: 'Data Science',
    titles: ['BSc', 'MSc'],
    subjects: ['Data Science', 'Business Analytics', 'Machine Learning'],
  },
  architecture: {
    name: 'Architecture',
    titles: ['BA', 'MA'],
    subjects: ['Architecture', 'Urban Planning', 'Landscape Architecture'],
  },
  mathematics: {
    name: 'Mathematics',
    titles: ['BSc', 'MSc'],
    subjects: ['Mathematics', 'Applied Mathematics', 'Statistics'],
  },
  physics: { name: 'Physics', titles: ['BSc', 'MSc'], subjects: ['Physics', 'Astrophysics', 'Photonics'] },
  chemistry: {
    name: 'Chemistry',
    titles: ['BSc', 'MSc'],
    subjects: ['Chemistry', 'Biochemistry', 'Materials Science'],
  },
  biology: {
    name: 'Life Sciences',
    titles: ['BSc', 'MSc'],
    subjects: ['Biology', 'Molecular Biology', 'Biotechnology', 'Neuroscience'],
  },
  medicine: {
    name: 'Medicine',
    titles: ['MBBS', 'MSc'],
    subjects: ['Medicine', 'Public Health', 'Biomedical Sciences'],
  },
  nursing: { name: 'Nursing', titles: ['BSc', 'MSc'], subjects: ['Nursing', 'Midwifery', 'Physiotherapy'] },
  pharmacy: { name: 'Pharmacy', titles: ['BPharm', 'MSc'], subjects: ['Pharmacy', 'Pharmaceutical Sciences'] },
  dentistry: { name: 'Dentistry', titles: ['BDS', 'MSc'], subjects: ['Dentistry', 'Oral Health Sciences'] },
  business: {
    name: 'Business',
    titles: ['BBA', 'MBA'],
    subjects: ['Business Administration', 'International Business', 'Marketing', 'Entrepreneurship'],
  },
  economics: {
    name: 'Economics',
    titles: ['BSc', 'MSc'],
    subjects: ['Economics', 'Finance', 'Econometrics', 'Accounting'],
  },
  law: { name: 'Law', titles: ['LLB', 'LLM'], subjects: ['Law', 'International Law', 'European Union Law'] },
  politics: {
    name: 'Political Science',
    titles: ['BA', 'MA'],
    subjects: ['Political Science', 'International Relations', 'Public Administration'],
  },
  psychology: {
    name: 'Psychology',
    titles: ['BSc', 'MSc'],
    subjects: ['Psychology', 'Cognitive Science', 'Clinical Psychology'],
  },
  education: {
    name: 'Education',
    titles: ['BEd', 'MEd'],
    subjects: ['Education', 'Early Childhood Education', 'Educational Leadership'],
  },
  humanities: {
    name: 'Arts & Humanities',
    titles: ['BA', 'MA'],
    subjects: ['History', 'Philosophy', 'Linguistics', 'Comparative Literature'],
  },
  social: { name: 'Social Sciences', titles: ['BA', 'MA'], subjects: ['Sociology', 'Anthropology', 'Social Work'] },
  media: {
    name: 'Media & Communication',
    titles: ['BA', 'MA'],
    subjects: ['Journalism', 'Media Studies', 'Communication Science'],
  },
  arts: { name: 'Fine Arts', titles: ['BFA', 'MFA'], subjects: ['Fine Arts', 'Painting', 'Sculpture', 'Photography'] },
  design: {
    name: 'Design',
    titles: ['BA', 'MA'],
    subjects: ['Graphic Design', 'Product Design', 'Fashion Design', 'Interaction Design'],
  },
  music: { name: 'Music', titles: ['BMus', 'MMus'], subjects: ['Music Performance', 'Composition', 'Musicology'] },
  agriculture: {
    name: 'Agriculture',
    titles: ['BSc', 'MSc'],
    subjects: ['Agricultural Sciences', 'Food Science', 'Forestry'],
  },
  environment: {
    name: 'Environmental Science',
    titles: ['BSc', 'MSc'],
    subjects: ['Environmental Science', 'Climate Studies', 'Sustainable Energy'],
  },
  tourism: {
    name: 'Tourism & Hospitality',
    titles: ['BA', 'MA'],
    subjects: ['Hospitality Management', 'Tourism Management', 'Event Management'],
  },
  veterinary: {
    name: 'Veterinary Medicine',
    titles: ['BVSc', 'MSc'],
    subjects: ['Veterinary Medicine', 'Animal Science'],
  },
};
type SpecialtyKey = keyof typeof SPECIALTIES;

interface Kind {
  /** Name patterns; {city}, {patron} and {local} are filled in. Most names carry a patron, so few repeat. */
  names: string[];
  patronNames: string[];
  specialties: SpecialtyKey[];
  universityType?: 'Public' | 'Private';
}

const KINDS: Kind[] = [
  {
    names: [
      'University of {city}',
      '{local} {city}',
      '{city} State University',
      'Free University of {city}',
      '{city} International University',
    ],
    patronNames: [
      '{patron} University {city}',
      '{patron} University of {city}',
      '{local} {patron} {city}',
      '{city} {patron} College',
    ],
    specialties: [
      'computing',
      'business',
      'economics',
      'law',
      'medicine',
      'humanities',
      'social',
      'psychology',
      'biology',
      'physics',
      'chemistry',
      'mathematics',
      'politics',
      'education',
      'media',
      'environment',
    ],
  },
  {
    names: [
      'Technical University of {city}',
      '{city} University of Technology',
      '{city} Institute of Technology',
      'Polytechnic University of {city}',
    ],
    patronNames: [
      '{patron} Institute of Science and Technology',
      '{patron} Technical University {city}',
      '{city} {patron} Institute of Technology',
      '{patron} Polytechnic {city}',
    ],
    specialties: [
      'engineering',
      'computing',
      'data',
      'architecture',
      'mathematics',
      'physics',
      'chemistry',
      'environment',
    ],
    universityType: 'Public',
  },
  {
    names: ['{city} School of Economics', '{city} Business School', '{city} University of Economics and Business'],
    patronNames: [
      '{patron} School of Management',
      '{patron} Business School {city}',
      '{city} {patron} School of Economics',
    ],
    specialties: ['business', 'economics', 'data', 'law', 'politics', 'tourism', 'media'],
  },
  {
    names: ['Medical University of {city}', '{city} University of Health Sciences'],
    patronNames: [
      '{patron} Medical School {city}',
      '{patron} University of Medicine {city}',
      '{city} {patron} Health Sciences College',
    ],
    specialties: ['medicine', 'nursing', 'pharmacy', 'dentistry', 'biology', 'psychology', 'veterinary'],
    universityType: 'Public',
  },
  {
    names: ['{city} University of Applied Sciences', '{city} College of Applied Sciences'],
    patronNames: [
      '{patron} University of Applied Sciences',
      '{patron} University of Applied Sciences {city}',
      '{city} {patron} College',
    ],
    specialties: ['engineering', 'computing', 'business', 'design', 'nursing', 'tourism', 'agriculture', 'media'],
  },
  {
    names: ['Academy of Fine Arts {city}', '{city} Conservatory of Music', '{city} School of Design'],
    patronNames: ['{patron} Academy of Arts', '{patron} Conservatory {city}', '{patron} School of Design {city}'],
    specialties: ['arts', 'design', 'music', 'architecture', 'media', 'humanities'],
  },
];

const PATRONS = [
  'Copernicus',
  'Humboldt',
  'Curie',
  'Galilei',
  'Erasmus',
  'Linnaeus',
  'Comenius',
  'Descartes',
  'Newton',
  'Kepler',
  'Mendel',
  'Pasteur',
  'Volta',
  'Tesla',
  'Bohr',
  'Planck',
  'Einstein',
  'Leibniz',
  'Euler',
  'Gauss',
  'Da Vinci',
  'Montessori',
  'Vesalius',
  'Nobel',
  'Sibelius',
  'Chopin',
  'Goethe',
  'Cervantes',
  'Camões',
  'Dante',
  'Kant',
  'Hippocrates',
  'Aristotle',
  'Semmelweis',
  'Masaryk',
  'Palacký',
  'Herder',
  'Andersen',
  'Ibsen',
  'Lorentz',
  'Huygens',
  'Rubens',
  'Mercator',
  'Paracelsus',
  'Schrödinger',
];

const LEVELS = [
  { level: "Bachelor's Degree", durations: [36, 48], weight: 5 },
  { level: "Master's Degree", durations: [12, 24], weight: 4 },
  { level: 'PhD/Doctorate', durations: [36, 48], weight: 1 },
] as const;
const INTAKES = ['September', 'October', 'September and February', 'February', 'September and January'];

/** A small, fast, seedable generator (mulberry32), so a seed always gives the same catalogue. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    for (let i = 0; i < count && i < pool.length; i++) {
      const j = i + Math.floor(next() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    return pool.slice(0, count);
  };
  return { next, int, pick, sample, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof randomSource>;

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function programs(
  random: Random,
  place: Place,
  specialties: SpecialtyKey[],
  tuition: [number, number],
  university: { city: string; languageRequirements: string },
  [fewest, most]: ProgrammesEach,
): ProgramValues[] {
  const count = random.int(fewest, most);
  return Array.from({ length: count }, () => {
    const specialty = SPECIALTIES[random.pick(specialties)];
    const subject = random.pick(specialty.subjects);
    const roll = random.int(1, 10);
    const { level, durations } = roll <= 5 ? LEVELS[0] : roll <= 9 ? LEVELS[1] : LEVELS[2];
    const title = level === 'PhD/Doctorate' ? 'PhD' : specialty.titles[level === "Bachelor's Degree" ? 0 : 1];
    const facts = {
      category: specialty.name,
      level,
      language: place.language === 'English' || random.chance(0.6) ? 'English' : place.language,
      duration_months: random.pick(durations),
    };
    return {
      ...facts,
      ...programColumns(facts, university),
      name: `${title} ${subject}`,
      tuition_fee: roundTo(random.int(tuition[0], tuition[1]), 100),
      intake: random.pick(INTAKES),
      source: 'synthetic',
    };
  });
}

/**
 * How many programmes a synthetic university has, at least and at most: about ten by default, as
 * the catalogue of a real one (10 million programmes at 1 million universities).
 */
export type ProgrammesEach = readonly [fewest: number, most: number];
const ABOUT_TEN: ProgrammesEach = [6, 14];

/** One synthetic university with its programmes. */
export function syntheticUniversity(random: Random, programmesEach = ABOUT_TEN): NewUniversity {
  const country = random.pick(EUROPEAN_COUNTRIES);
  const place = PLACES[country];
  const city = random.pick(place.cities);
  const kind = random.pick(KINDS);
  const name = random
    .pick(random.chance(0.75) ? kind.patronNames : kind.names)
    .replace('{city}', city)
    .replace('{patron}', random.pick(PATRONS))
    .replace('{local}', place.university);
  const specialtyKeys = random.sample(kind.specialties, random.int(3, 6));
  const universityType = kind.universityType ?? (random.chance(0.7) ? 'Public' : 'Private');
  const low = roundTo(random.int(place.tuition[0], place.tuition[1]), 100);
  const tuition: [number, number] =
    universityType === 'Private' ? [low + 4000, low + random.int(8, 20) * 1000] : [low, low + random.int(0, 6) * 1000];
  const ranked = random.chance(0.08);
  const specialties = specialtyKeys.map((key) => SPECIALTIES[key].name);
  const languageRequirements =
    place.language === 'English'
      ? 'IELTS 6.5 or TOEFL iBT 90.'
      : `IELTS 6.5 for English-taught programmes; ${place.language} B2 or higher for programmes taught in ${place.language}.`;
  return {
    university: {
      name,
      country,
      city,
      website: `https://www.${slug(name).slice(0, 40)}.${place.tld}`,
      specialties,
      featured: random.chance(0.01),
      description: `${name} is a ${universityType.toLowerCase()} university in ${city}, ${country}, known for ${specialties.slice(0, 2).join(' and ').toLowerCase()}.`,
      founded: random.int(1350, 2015),
      students_total: roundTo(random.int(800, 60_000), 100),
      university_type: universityType,
      application_fee: random.pick([0, 0, 0, 25, 50, 75, 100]),
      response_time_days: random.int(14, 90),
      qs_rank: ranked ? random.int(1, 1500) : null,
      the_rank: ranked && random.chance(0.8) ? random.int(1, 1500) : null,
      tuition_range_min: tuition[0],
      tuition_range_max: tuition[1],
      admission_requirements:
        "A recognised school leaving certificate for bachelor's programmes, a relevant bachelor's degree for master's programmes.",
      language_requirements: languageRequirements,
    },
    programs: programs(random, place, specialtyKeys, tuition, { city, languageRequirements }, programmesEach),
  };
}

/** Universities per transaction: big enough to be fast, small enough to keep memory flat. */
const BATCH = 2_000;

/**
 * Adds `count` synthetic universities (with specialties and programmes) to the catalogue, in
 * batched transactions, on SQLite or PostgreSQL alike.
 */
export async function seedSyntheticUniversities(
  db: Kysely<Database>,
  count: number,
  options: { seed?: number; programmesEach?: ProgrammesEach; onProgress?: (done: number) => void } = {},
): Promise<void> {
  const random = randomSource(options.seed ?? 1);
  const today = new Date();
  for (let done = 0; done < count; ) {
    const size = Math.min(BATCH, count - done);
    const batch = Array.from({ length: size }, () => syntheticUniversity(random, options.programmesEach));
    await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('programs')
        .select((eb) => eb.fn.max('id').as('last'))
        .executeTakeFirst();
      await insertUniversities(trx, batch);
      await seedProgramDates(trx, today, Number(before?.last ?? 0));
    });
    done += size;
    options.onProgress?.(done);
  }
}
