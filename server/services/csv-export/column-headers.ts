import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MAX_INTAKES } from '#sdk/schemas/program-sheet';
import { type TextLanguage, textsIn } from '#server/services/i18n/texts-in.ts';

// The first line of every CSV export names its columns in the reader's words: the
// columns of the students, applications, programmes and commission claims CSVs, by their keys.
// A key shared by two exports (id, status, university…) is one column and is said one way.

const COLUMNS: Record<string, MessageDescriptor> = {
  id: msg`ID`,
  firstName: msg`First name`,
  lastName: msg`Last name`,
  email: msg`Email`,
  phone: msg`Phone`,
  dateOfBirth: msg`Date of birth`,
  nationality: msg`Nationality`,
  passportNumber: msg`Passport number`,
  currentEducationLevel: msg`Current education level`,
  gpa: msg`GPA`,
  englishProficiency: msg`English proficiency`,
  budgetRange: msg`Budget range`,
  preferredStartDate: msg`Preferred start date`,
  academicGoals: msg`Academic goals`,
  careerGoals: msg`Career goals`,
  status: msg`Status`,
  studentFirstName: msg`Student first name`,
  studentLastName: msg`Student last name`,
  studentEmail: msg`Student email`,
  university: msg`University`,
  city: msg`City`,
  country: msg`Country`,
  programName: msg`Programme`,
  degreeLevel: msg`Degree level`,
  createdAt: msg`Created at`,
  submittedAt: msg`Submitted at`,
  reviewedAt: msg`Reviewed at`,
  decidedAt: msg`Decided at`,
  agency: msg`Agency`,
  student: msg`Student`,
  intakeStartDate: msg`Intake start date`,
  feeGroup: msg`Fee group`,
  tuitionAmount: msg`Tuition amount`,
  rate: msg`Rate`,
  amount: msg`Amount`,
  currency: msg`Currency`,
  subAgentAmount: msg`Sub-agent amount`,
  invoiceNumber: msg`Invoice number`,
  raisedAt: msg`Raised at`,
  paidAt: msg`Paid at`,
  disputedAt: msg`Disputed at`,
  disputeReason: msg`Dispute reason`,
  receivedAt: msg`Received at`,
  name: msg`Programme name`,
  nameAr: msg`Programme name (Arabic)`,
  level: msg`Level`,
  field: msg`Field of study`,
  languages: msg`Languages of instruction`,
  durationMonths: msg`Duration (months)`,
  ects: msg`ECTS`,
  mode: msg`Study mode`,
  campusCity: msg`Campus city`,
  webPage: msg`Web page`,
  description: msg`Description`,
  descriptionAr: msg`Description (Arabic)`,
  intakeNote: msg`Intake note`,
  feeEU: msg`Tuition fee (EU)`,
  feeEUCurrency: msg`Tuition fee currency (EU)`,
  feeNonEU: msg`Tuition fee (non-EU)`,
  feeNonEUCurrency: msg`Tuition fee currency (non-EU)`,
  applicationFee: msg`Application fee`,
  applicationFeeCurrency: msg`Application fee currency`,
  deposit: msg`Deposit`,
  depositCurrency: msg`Deposit currency`,
  requiredDocuments: msg`Required documents`,
  priorDegree: msg`Prior degree`,
  minimumGrade: msg`Minimum grade`,
  gradeScale: msg`Grade scale`,
  ieltsOverall: msg`IELTS overall`,
  ieltsMinimumBand: msg`IELTS minimum band`,
  toeflIbt: msg`TOEFL iBT`,
  pteAcademic: msg`PTE Academic`,
  duolingo: msg`Duolingo`,
  cambridge: msg`Cambridge`,
  gmat: msg`GMAT`,
  gre: msg`GRE`,
  otherLanguage: msg`Other language test`,
  otherLanguageLevel: msg`Other language test level`,
  documentsEU: msg`Documents (EU)`,
  documentsNonEU: msg`Documents (non-EU)`,
  requirementsNote: msg`Requirements note`,
  requirementsNoteAr: msg`Requirements note (Arabic)`,
};

/** The columns of the nth intake (program-sheet.ts `intakeColumns`), by the part after `intake{n}`. */
const INTAKE_COLUMNS: Record<string, (i18n: I18n, n: number) => string> = {
  Start: (i18n, n) => i18n._(msg`Intake ${n} start`),
  Seats: (i18n, n) => i18n._(msg`Intake ${n} seats`),
  SeatsTaken: (i18n, n) => i18n._(msg`Intake ${n} seats taken`),
  EuOpens: (i18n, n) => i18n._(msg`Intake ${n} opens (EU)`),
  EuCloses: (i18n, n) => i18n._(msg`Intake ${n} closes (EU)`),
  NonEuOpens: (i18n, n) => i18n._(msg`Intake ${n} opens (non-EU)`),
  NonEuCloses: (i18n, n) => i18n._(msg`Intake ${n} closes (non-EU)`),
  VisaOpens: (i18n, n) => i18n._(msg`Intake ${n} opens (non-EU with visa)`),
  VisaCloses: (i18n, n) => i18n._(msg`Intake ${n} closes (non-EU with visa)`),
};

/** A column's name on the first line of an export in `language`; a column without words keeps its key. */
export function columnHeader(language: TextLanguage, key: string): string {
  const i18n = textsIn(language);
  const words = COLUMNS[key];
  if (words) return i18n._(words);
  const intake = key.match(/^intake(\d{1,2})(\w+)$/);
  const part = intake && INTAKE_COLUMNS[intake[2] as string];
  return part ? part(i18n, Number(intake[1])) : key;
}

/** Every column key the exports write: the fixed ones and each intake's up to the 24th. */
const everyKey = () => [
  ...Object.keys(COLUMNS),
  ...Array.from({ length: MAX_INTAKES }, (_, i) =>
    Object.keys(INTAKE_COLUMNS).map((part) => `intake${i + 1}${part}`),
  ).flat(),
];

let keysByHeader: Map<string, string> | undefined;

/**
 * The key of a column named on an import's first line: an export's header in either language
 * read back to its key (so an exported file imports again); any other name is kept as it is (the
 * keys themselves, which the templates and older exports use).
 */
export function columnKey(name: string): string {
  keysByHeader ??= new Map(
    (['en', 'ar'] as const).flatMap((language) => everyKey().map((key) => [columnHeader(language, key), key] as const)),
  );
  return keysByHeader.get(name) ?? name;
}
