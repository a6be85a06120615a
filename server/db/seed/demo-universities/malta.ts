import type { DemoUniversity } from '../demo-types.ts';

/** Real universities in Malta for the demo catalogue. Tuition in euros per year for non-EU students; figures are approximate. */
export const universities: DemoUniversity[] = [
  {
    name: 'University of Malta',
    city: 'Msida',
    website: 'https://www.um.edu.mt',
    universityType: 'Public',
    founded: 1769,
    studentsTotal: 12000,
    specialties: ['Medicine', 'Law', 'Computer Science', 'Business', 'Pharmacy', 'Arts & Humanities'],
    description:
      "The University of Malta was founded as a university in 1769, building on the Jesuit Collegium Melitense established in 1592. It is Malta's main higher education institution, with its main campus in Msida, and teaches in English.",
    applicationFee: 100,
    tuitionRangeMin: 9000,
    tuitionRangeMax: 25000,
    admissionRequirements:
      "A secondary school qualification equivalent to the Maltese Matriculation Certificate (e.g. A-levels or IB) for undergraduate courses; a relevant Bachelor's degree for postgraduate courses.",
    languageRequirements:
      'IELTS 6.0-6.5 or TOEFL iBT 80-90 for non-native speakers.',
    responseTimeDays: 47,
    programs: [
      {
        name: 'Doctor of Medicine and Surgery (MD)',
        category: 'Medicine & Health',
        level: "Master's Degree",
        language: 'English',
        durationMonths: 60,
        tuitionFee: 25000,
        intake: 'October',
      },
      {
        name: 'Bachelor of Laws (Honours)',
        category: 'Law',
        level: "Bachelor's Degree",
        language: 'English',
        durationMonths: 48,
        tuitionFee: 12000,
        intake: 'October',
      },
      {
        name: 'B.Sc. (Hons) Computing Science',
        category: 'Computer Science',
        level: "Bachelor's Degree",
        language: 'English',
        durationMonths: 36,
        tuitionFee: 11000,
        intake: 'October',
      },
      {
        name: 'Bachelor of Commerce',
        category: 'Business',
        level: "Bachelor's Degree",
        language: 'English',
        durationMonths: 36,
        tuitionFee: 9000,
        intake: 'October',
      },
      {
        name: 'B.Sc. (Hons) Pharmaceutical Science',
        category: 'Pharmacy',
        level: "Bachelor's Degree",
        language: 'English',
        durationMonths: 48,
        tuitionFee: 13000,
        intake: 'October',
      },
      {
        name: 'Master of Science in Artificial Intelligence',
        category: 'Computer Science',
        level: "Master's Degree",
        language: 'English',
        durationMonths: 24,
        tuitionFee: 12000,
        intake: 'October',
      },
      {
        name: 'PhD in Arts',
        category: 'Arts & Humanities',
        level: 'PhD/Doctorate',
        language: 'English',
        durationMonths: 36,
        tuitionFee: 9000,
        intake: 'October',
      },
    ],
  },
];
