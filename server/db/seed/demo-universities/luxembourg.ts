import type { DemoUniversity } from '../demo-types.ts';

/** Real universities in Luxembourg for the demo catalogue. Tuition in euros per year for non-EU students; figures are approximate. */
export const universities: DemoUniversity[] = [
  {
    name: 'University of Luxembourg',
    city: 'Esch-sur-Alzette',
    website: 'https://www.uni.lu',
    universityType: 'Public',
    founded: 2003,
    studentsTotal: 7000,
    specialties: ['Computer Science', 'Economics', 'Law', 'Business', 'Education', 'Data Science'],
    description:
      "The University of Luxembourg was founded in 2003 and is the country's only public university. Its main campus is at Belval in Esch-sur-Alzette, and it is multilingual, teaching in English, French and German. It is known for finance, European and business law, and computer science.",
    applicationFee: 0,
    tuitionRangeMin: 400,
    tuitionRangeMax: 800,
    admissionRequirements:
      "A secondary school diploma recognised as equivalent to the Luxembourg diploma for Bachelor's; a relevant Bachelor's degree for Master's programmes, with selection on file.",
    languageRequirements:
      'B2 to C1 level in the language(s) of instruction (English, French and/or German), e.g. IELTS 6.5 for English-taught programmes.',
    responseTimeDays: 43,
    programs: [
      {
        name: 'Bachelor in Computer Science',
        category: 'Computer Science',
        level: "Bachelor's Degree",
        language: 'English',
        durationMonths: 36,
        tuitionFee: 800,
        intake: 'September',
      },
      {
        name: 'Bachelor en Droit',
        category: 'Law',
        level: "Bachelor's Degree",
        language: 'French',
        durationMonths: 36,
        tuitionFee: 800,
        intake: 'September',
      },
      {
        name: 'Bachelor in Economics and Management',
        category: 'Economics',
        level: "Bachelor's Degree",
        language: 'English',
        durationMonths: 36,
        tuitionFee: 800,
        intake: 'September',
      },
      {
        name: 'Master in Information and Computer Sciences',
        category: 'Computer Science',
        level: "Master's Degree",
        language: 'English',
        durationMonths: 24,
        tuitionFee: 400,
        intake: 'September',
      },
      {
        name: 'Master in Data Science',
        category: 'Data Science',
        level: "Master's Degree",
        language: 'English',
        durationMonths: 24,
        tuitionFee: 400,
        intake: 'September',
      },
      {
        name: 'Master in European Law',
        category: 'Law',
        level: "Master's Degree",
        language: 'English',
        durationMonths: 24,
        tuitionFee: 400,
        intake: 'September',
      },
      {
        name: 'PhD in Computer Science and Computer Engineering',
        category: 'Computer Science',
        level: 'PhD/Doctorate',
        language: 'English',
        durationMonths: 48,
        tuitionFee: 0,
        intake: 'September',
      },
    ],
  },
];
