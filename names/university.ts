import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The universities Arabic-speaking students know by an Arabic name, by the catalogue's English
 * name: the type-ahead offers them so named in Arabic, and the search finds them by it
 * (server/db/catalogue-names/arabic-names.ts reads the names' catalog). A university not
 * listed is found by its English name, its city and its country in either language.
 */
export const UNIVERSITY_NAMES: Record<string, MessageDescriptor> = {
  'Sorbonne University': msg({ message: 'Sorbonne University', context: 'university' }),
  'Humboldt University of Berlin': msg({ message: 'Humboldt University of Berlin', context: 'university' }),
  'Free University of Berlin': msg({ message: 'Free University of Berlin', context: 'university' }),
  'Technical University of Munich': msg({ message: 'Technical University of Munich', context: 'university' }),
  'LMU Munich': msg({ message: 'LMU Munich', context: 'university' }),
  'Goethe University Frankfurt': msg({ message: 'Goethe University Frankfurt', context: 'university' }),
  'Charles University': msg({ message: 'Charles University', context: 'university' }),
  'Sapienza University of Rome': msg({ message: 'Sapienza University of Rome', context: 'university' }),
  'Bocconi University': msg({ message: 'Bocconi University', context: 'university' }),
  'Politecnico di Milano': msg({ message: 'Politecnico di Milano', context: 'university' }),
  'KU Leuven': msg({ message: 'KU Leuven', context: 'university' }),
  'Imperial College London': msg({ message: 'Imperial College London', context: 'university' }),
  'London School of Economics and Political Science': msg({
    message: 'London School of Economics and Political Science',
    context: 'university',
  }),
  "King's College London": msg({ message: "King's College London", context: 'university' }),
  'University College London': msg({ message: 'University College London', context: 'university' }),
  'Trinity College Dublin': msg({ message: 'Trinity College Dublin', context: 'university' }),
  'ETH Zurich': msg({ message: 'ETH Zurich', context: 'university' }),
  EPFL: msg({ message: 'EPFL', context: 'university' }),
  'Karolinska Institutet': msg({ message: 'Karolinska Institutet', context: 'university' }),
  'Sciences Po': msg({ message: 'Sciences Po', context: 'university' }),
  'École Polytechnique': msg({ message: 'École Polytechnique', context: 'university' }),
  'Erasmus University Rotterdam': msg({ message: 'Erasmus University Rotterdam', context: 'university' }),
  'Complutense University of Madrid': msg({ message: 'Complutense University of Madrid', context: 'university' }),
  'Jagiellonian University': msg({ message: 'Jagiellonian University', context: 'university' }),
  'Semmelweis University': msg({ message: 'Semmelweis University', context: 'university' }),
  'Aristotle University of Thessaloniki': msg({
    message: 'Aristotle University of Thessaloniki',
    context: 'university',
  }),
  'University of Warwick': msg({ message: 'University of Warwick', context: 'university' }),
  'Aalto University': msg({ message: 'Aalto University', context: 'university' }),
  'Chalmers University of Technology': msg({ message: 'Chalmers University of Technology', context: 'university' }),
};
