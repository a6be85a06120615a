// Whose application window an applicant meets: EU/EEA nationals or everyone else. Nationalities
// are stored as country names in English (sdk/schemas/constants.ts, COUNTRIES).
import type { ApplicantGroup, Intake, IntakeStatus } from './program-parts.ts';

/**
 * The EU's 27 members, the three other EEA states (Iceland, Liechtenstein, Norway) and
 * Switzerland, whose nationals free movement treats as EU applicants. The one list of them.
 */
export const EU_EEA_COUNTRIES = [
  'Austria',
  'Belgium',
  'Bulgaria',
  'Croatia',
  'Cyprus',
  'Czech Republic',
  'Denmark',
  'Estonia',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Hungary',
  'Ireland',
  'Italy',
  'Latvia',
  'Lithuania',
  'Luxembourg',
  'Malta',
  'Netherlands',
  'Poland',
  'Portugal',
  'Romania',
  'Slovakia',
  'Slovenia',
  'Spain',
  'Sweden',
  'Iceland',
  'Liechtenstein',
  'Norway',
  'Switzerland',
] as const;

const EU_EEA = new Set<string>(EU_EEA_COUNTRIES.map((country) => country.toLowerCase()));

/** EU for an EU/EEA national; NON_EU otherwise, and when the nationality is not known. */
export const applicantGroupOf = (nationality: string | null | undefined): Extract<ApplicantGroup, 'EU' | 'NON_EU'> =>
  nationality && EU_EEA.has(nationality.trim().toLowerCase()) ? 'EU' : 'NON_EU';

/**
 * An intake's status for one applicant group on `today` (YYYY-MM-DD): CLOSED once it has started
 * or the group's window has closed, FULL when every seat is taken, UPCOMING before the group's
 * window opens, OPEN otherwise (a group the university names no window for applies until the start).
 */
export function intakeStatusFor(
  intake: Pick<Intake, 'startDate' | 'seats' | 'seatsTaken' | 'windows'>,
  group: ApplicantGroup,
  today: string,
): IntakeStatus {
  if (intake.startDate <= today) return 'CLOSED';
  if (intake.seats != null && intake.seatsTaken >= intake.seats) return 'FULL';
  const { opens, closes } = intake.windows[group];
  if (opens && opens > today) return 'UPCOMING';
  if (closes && closes < today) return 'CLOSED';
  return 'OPEN';
}
