/** The demo sign-ins, seeded and shown on the login page only when the server runs with DEMO_DATA=1. */
export const DEMO_ACCOUNTS = [
  { userType: 'ADMIN', email: 'admin@demo.studyeurope.app', password: 'AdminDemo1' },
  { userType: 'AGENCY', email: 'agency@demo.studyeurope.app', password: 'AgencyDemo1' },
  { userType: 'UNIVERSITY', email: 'university@demo.studyeurope.app', password: 'UniversityDemo1' },
  { userType: 'STUDENT', email: 'student@demo.studyeurope.app', password: 'StudentDemo1' },
] as const;
