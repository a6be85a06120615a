/**
 * The names Arabic-speaking students know some universities by, in Arabic: the search indexes
 * them beside the English names (catalogue-words.ts). Keyed by the catalogue's English name; a
 * university not listed is found by its English name, its city and its country in either language.
 */
export const ARABIC_UNIVERSITY_NAMES: Record<string, string> = {
  'Sorbonne University': 'جامعة السوربون',
  'Humboldt University of Berlin': 'جامعة هومبولت',
  'Free University of Berlin': 'جامعة برلين الحرة',
  'Technical University of Munich': 'الجامعة التقنية في ميونخ',
  'LMU Munich': 'جامعة لودفيغ ماكسيميليان',
  'Goethe University Frankfurt': 'جامعة غوته',
  'Charles University': 'جامعة تشارلز',
  'Sapienza University of Rome': 'جامعة سابينزا',
  'Bocconi University': 'جامعة بوكوني',
  'Politecnico di Milano': 'جامعة البوليتكنيك في ميلانو',
  'KU Leuven': 'جامعة لوفان الكاثوليكية',
  'Imperial College London': 'إمبريال كوليدج',
  'London School of Economics and Political Science': 'كلية لندن للاقتصاد',
  "King's College London": 'كينغز كوليدج',
  'University College London': 'كلية لندن الجامعية',
  'Trinity College Dublin': 'كلية الثالوث في دبلن',
  'ETH Zurich': 'المعهد الفدرالي للتكنولوجيا في زيورخ',
  EPFL: 'المعهد الفدرالي للتكنولوجيا في لوزان',
  'Karolinska Institutet': 'معهد كارولينسكا',
  'Sciences Po': 'معهد العلوم السياسية في باريس',
  'École Polytechnique': 'مدرسة البوليتكنيك',
  'Erasmus University Rotterdam': 'جامعة إيراسموس',
  'Complutense University of Madrid': 'جامعة كومبلوتنسي',
  'Jagiellonian University': 'جامعة ياغيلونيا',
  'Semmelweis University': 'جامعة سيملفايس',
  'Aristotle University of Thessaloniki': 'جامعة أرسطو',
  'University of Warwick': 'جامعة وارويك',
  'Aalto University': 'جامعة آلتو',
  'Chalmers University of Technology': 'جامعة تشالمرز',
};
