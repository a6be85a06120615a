/**
 * The Arabic names of the catalogue's fields of study, as the portal shows them (its catalog,
 * locales/ar/messages.po, context "field of study"; a test keeps the two the same): the search
 * indexes them beside the English names a university's specialties are stored under.
 */
export const ARABIC_FIELD_NAMES: Record<string, string> = {
  Agriculture: 'الزراعة',
  Architecture: 'العمارة',
  'Arts & Humanities': 'الفنون والعلوم الإنسانية',
  Business: 'إدارة الأعمال',
  'Computer Science': 'علوم الحاسوب',
  'Data Science': 'علم البيانات',
  Design: 'التصميم',
  Economics: 'الاقتصاد',
  Education: 'التربية',
  Engineering: 'الهندسة',
  'Environmental Science': 'العلوم البيئية',
  Languages: 'اللغات',
  Law: 'القانون',
  Mathematics: 'الرياضيات',
  'Media & Communication': 'الإعلام والاتصال',
  Medicine: 'الطب',
  'Medicine & Health': 'الطب والصحة',
  'Natural Sciences': 'العلوم الطبيعية',
  Pharmacy: 'الصيدلة',
  'Political Science': 'العلوم السياسية',
  Psychology: 'علم النفس',
  'Social Sciences': 'العلوم الاجتماعية',
  'Tourism & Hospitality': 'السياحة والضيافة',
  'Veterinary Medicine': 'الطب البيطري',
};
