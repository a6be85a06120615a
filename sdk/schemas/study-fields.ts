// The fields of study of ISCED-F 2013 (UNESCO Institute for Statistics, "International Standard
// Classification of Education: Fields of education and training 2013"): the broad fields (two
// digits) and their narrow fields (three digits), with the classification's English names and
// Arabic names. A programme names its narrow field; its broad field is the code's first two digits.

/** Narrow field code → [English, Arabic]. */
export const NARROW_FIELDS = {
  '001': ['Basic programmes and qualifications', 'البرامج والمؤهلات الأساسية'],
  '002': ['Literacy and numeracy', 'محو الأمية والحساب'],
  '003': ['Personal skills and development', 'المهارات الشخصية والتطوير'],
  '011': ['Education', 'التربية والتعليم'],
  '021': ['Arts', 'الفنون'],
  '022': ['Humanities (except languages)', 'العلوم الإنسانية (عدا اللغات)'],
  '023': ['Languages', 'اللغات'],
  '031': ['Social and behavioural sciences', 'العلوم الاجتماعية والسلوكية'],
  '032': ['Journalism and information', 'الصحافة والمعلومات'],
  '041': ['Business and administration', 'الأعمال والإدارة'],
  '042': ['Law', 'القانون'],
  '051': ['Biological and related sciences', 'العلوم البيولوجية وما يتصل بها'],
  '052': ['Environment', 'البيئة'],
  '053': ['Physical sciences', 'العلوم الفيزيائية'],
  '054': ['Mathematics and statistics', 'الرياضيات والإحصاء'],
  '061': ['Information and Communication Technologies (ICTs)', 'تكنولوجيا المعلومات والاتصالات'],
  '071': ['Engineering and engineering trades', 'الهندسة والمهن الهندسية'],
  '072': ['Manufacturing and processing', 'التصنيع والمعالجة'],
  '073': ['Architecture and construction', 'العمارة والبناء'],
  '081': ['Agriculture', 'الزراعة'],
  '082': ['Forestry', 'الحراجة'],
  '083': ['Fisheries', 'مصايد الأسماك'],
  '084': ['Veterinary', 'الطب البيطري'],
  '091': ['Health', 'الصحة'],
  '092': ['Welfare', 'الرعاية الاجتماعية'],
  '101': ['Personal services', 'الخدمات الشخصية'],
  '102': ['Hygiene and occupational health services', 'خدمات النظافة والصحة المهنية'],
  '103': ['Security services', 'خدمات الأمن'],
  '104': ['Transport services', 'خدمات النقل'],
} as const satisfies Record<string, readonly [string, string]>;

/** Broad field code → [English, Arabic]. */
export const BROAD_FIELDS = {
  '00': ['Generic programmes and qualifications', 'البرامج والمؤهلات العامة'],
  '01': ['Education', 'التربية والتعليم'],
  '02': ['Arts and humanities', 'الفنون والعلوم الإنسانية'],
  '03': ['Social sciences, journalism and information', 'العلوم الاجتماعية والصحافة والمعلومات'],
  '04': ['Business, administration and law', 'الأعمال والإدارة والقانون'],
  '05': ['Natural sciences, mathematics and statistics', 'العلوم الطبيعية والرياضيات والإحصاء'],
  '06': ['Information and Communication Technologies (ICTs)', 'تكنولوجيا المعلومات والاتصالات'],
  '07': ['Engineering, manufacturing and construction', 'الهندسة والتصنيع والبناء'],
  '08': ['Agriculture, forestry, fisheries and veterinary', 'الزراعة والحراجة ومصايد الأسماك والطب البيطري'],
  '09': ['Health and welfare', 'الصحة والرعاية الاجتماعية'],
  '10': ['Services', 'الخدمات'],
} as const satisfies Record<string, readonly [string, string]>;

export type NarrowField = keyof typeof NARROW_FIELDS;
export type BroadField = keyof typeof BROAD_FIELDS;

export const NARROW_FIELD_CODES = Object.keys(NARROW_FIELDS) as NarrowField[];
export const BROAD_FIELD_CODES = Object.keys(BROAD_FIELDS) as BroadField[];

/** The broad field a narrow field belongs to: its first two digits. */
export const broadFieldOf = (narrow: NarrowField) => narrow.slice(0, 2) as BroadField;
