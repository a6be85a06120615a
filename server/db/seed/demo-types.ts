/** A real European university of the demo catalogue (DEMO_DATA=1). Ranks are left empty on purpose. */
export interface DemoUniversity {
  name: string;
  city: string;
  /** The university's real official website, https://… */
  website: string;
  universityType: 'Public' | 'Private';
  founded: number;
  /** Approximate enrolment, rounded. */
  studentsTotal: number;
  specialties: string[];
  /** Two or three factual sentences. */
  description: string;
  featured?: boolean;
  /** Euros; 0 when there is none. */
  applicationFee: number;
  /** Typical yearly tuition for international (non-EU) students, euros. */
  tuitionRangeMin: number;
  tuitionRangeMax: number;
  admissionRequirements: string;
  languageRequirements: string;
  responseTimeDays: number;
  programs: DemoProgram[];
}

export interface DemoProgram {
  name: string;
  /** A broad field, e.g. "Engineering", "Business", "Medicine & Health". */
  category: string;
  level: "Bachelor's Degree" | "Master's Degree" | 'PhD/Doctorate' | 'Diploma' | 'Certificate';
  language: 'English' | string;
  durationMonths: number;
  /** Yearly tuition in euros for international students. */
  tuitionFee: number;
  /** e.g. "September", "October", "September and February". */
  intake: string;
}
