import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The catalogue's fields of study (a university's specialties, a programme's field), by the English
 * name the catalogue stores: the portal and the widgets show them so named, and the search finds a
 * university by them (server/db/catalogue-names/arabic-names.ts reads the names' catalog).
 * A value an admin typed that is not listed here is shown as it is.
 */
export const FIELD_OF_STUDY_NAMES: Record<string, MessageDescriptor> = {
  Agriculture: msg({ message: 'Agriculture', context: 'field of study' }),
  Architecture: msg({ message: 'Architecture', context: 'field of study' }),
  'Arts & Humanities': msg({ message: 'Arts & Humanities', context: 'field of study' }),
  Business: msg({ message: 'Business', context: 'field of study' }),
  'Computer Science': msg({ message: 'Computer Science', context: 'field of study' }),
  'Data Science': msg({ message: 'Data Science', context: 'field of study' }),
  Design: msg({ message: 'Design', context: 'field of study' }),
  Economics: msg({ message: 'Economics', context: 'field of study' }),
  Education: msg({ message: 'Education', context: 'field of study' }),
  Engineering: msg({ message: 'Engineering', context: 'field of study' }),
  'Environmental Science': msg({ message: 'Environmental Science', context: 'field of study' }),
  Languages: msg({ message: 'Languages', context: 'field of study' }),
  Law: msg({ message: 'Law', context: 'field of study' }),
  Mathematics: msg({ message: 'Mathematics', context: 'field of study' }),
  'Media & Communication': msg({ message: 'Media & Communication', context: 'field of study' }),
  Medicine: msg({ message: 'Medicine', context: 'field of study' }),
  'Medicine & Health': msg({ message: 'Medicine & Health', context: 'field of study' }),
  'Natural Sciences': msg({ message: 'Natural Sciences', context: 'field of study' }),
  Pharmacy: msg({ message: 'Pharmacy', context: 'field of study' }),
  'Political Science': msg({ message: 'Political Science', context: 'field of study' }),
  Psychology: msg({ message: 'Psychology', context: 'field of study' }),
  'Social Sciences': msg({ message: 'Social Sciences', context: 'field of study' }),
  'Tourism & Hospitality': msg({ message: 'Tourism & Hospitality', context: 'field of study' }),
  'Veterinary Medicine': msg({ message: 'Veterinary Medicine', context: 'field of study' }),
};
