import type { University } from '#sdk/schemas/university';

/** The add and edit dialog's fields, as the inputs hold them (text). */
export const EMPTY_UNIVERSITY_FORM = {
  name: '',
  country: '',
  city: '',
  website: '',
  email: '',
  phone: '',
  description: '',
  specialties: '',
  universityType: '',
  founded: '',
  studentsTotal: '',
  applicationFee: '',
  responseTimeDays: '',
  qsRank: '',
  theRank: '',
  tuitionRangeMin: '',
  tuitionRangeMax: '',
  admissionRequirements: '',
  languageRequirements: '',
  featured: false,
};
export type UniversityFormValues = typeof EMPTY_UNIVERSITY_FORM;

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** A university's values for the edit dialog. */
export const universityFormValues = (university: University): UniversityFormValues => ({
  name: university.name,
  country: university.country,
  city: university.city,
  website: text(university.website),
  email: text(university.email),
  phone: text(university.phone),
  description: text(university.description),
  specialties: university.specialties.join(', '),
  universityType: text(university.universityType),
  founded: text(university.founded),
  studentsTotal: text(university.studentsTotal),
  applicationFee: text(university.applicationFee),
  responseTimeDays: text(university.responseTimeDays),
  qsRank: text(university.qsRank),
  theRank: text(university.theRank),
  tuitionRangeMin: text(university.tuitionRangeMin),
  tuitionRangeMax: text(university.tuitionRangeMax),
  admissionRequirements: text(university.admissionRequirements),
  languageRequirements: text(university.languageRequirements),
  featured: university.featured,
});
