import { msg } from '@lingui/core/macro';
import { addFieldTexts } from '#portal/lib/field-text.ts';
// The areas' refusals come with their field errors.
import './area-refusal-texts.ts';

/**
 * The field errors of the signed-in areas (student, agency, university, admin): their forms, the
 * embed kit, the review pipeline, the students import and the admin console. Each area's layout
 * loads them (and the areas' refusal texts) with its screens.
 */
addFieldTexts([
  // Analytics' date ranges.
  msg`The end date must be on or after the start date`,
  msg`The range can be at most 731 days`,
  // Eligibility and matches.
  msg`Must be IELTS, TOEFL_IBT, PTE, DUOLINGO or CAMBRIDGE`,
  msg`The score must be a number`,
  msg`The score does not fit its test`,
  msg`The grade does not fit its scale`,
  msg`The budget must be a number`,
  msg`Unknown verdict`,
  msg`Name the programmes to compare`,
  msg`Name one to four programme ids, separated by commas`,
  // A shortlist's save.
  msg`Unknown field`,
  // The admins' privacy settings.
  msg`Must be a number of months`,
  msg`Must be between 1 and 120 months`,
  // The agency's team and assignment.
  msg`Please choose a role`,
  msg`Please choose how new leads are assigned`,
  msg`Please select a team member`,
  msg`Please select an office`,
  msg`Please enter the office name`,
  msg`Please select at least one`,
  msg`At most 500 at once`,
  // The catalogue search's other names.
  msg`Please choose university, city or country`,
  msg`Name is required`,
  msg`Other names are required`,
  // The embed kit and the leads inbox.
  msg`Use 3-50 lowercase letters, digits and hyphens`,
  msg`Use a colour such as #1d4ed8`,
  msg`Must be an origin such as https://www.example.com`,
  msg`At most 20 origins`,
  // The student area.
  msg`University is required`,
  msg`Program name is required`,
  msg`Degree level is required`,
  // The agency area.
  msg`GPA must be a number between 0 and 4`,
  msg`Date of birth cannot be in the future`,
  msg`Preferred start date cannot be in the past`,
  msg`Please choose an education level`,
  msg`Please choose an English proficiency`,
  msg`Please choose a budget range`,
  // The university area.
  msg`Please write a note for the applicant`,
  msg`Only an acceptance carries conditions`,
  msg`Please choose accept or reject`,
  msg`Please give a rating from 1 to 5`,
  msg`Must be a whole number of months`,
  msg`Unknown document type`,
  // The review pipeline and the contract's own checks.
  msg`Please enter your current password`,
  msg`An edited application stays DRAFT or is SUBMITTED`,
  msg`Status is active or inactive`,
  msg`At most 500 at once`,
  msg`A new application is DRAFT or SUBMITTED`,
  msg`A student may only submit or withdraw`,
  msg`Personal statement is required`,
  msg`Personal statement should be at least 100 characters`,
  msg`Please select a student`,
  msg`Please select a university`,
  msg`Please choose a status`,
  msg`Must be a list of ids`,
  msg`At most 100 ids`,
  msg`Unknown notification kind`,
  msg`Must be a list of document types`,
  msg`Please choose a reason`,
  msg`Must be agency or direct`,
  msg`Please write a message the applicant will see`,
  msg`Please choose a state`,
  msg`Please give a remark the applicant will see`,
  msg`Please choose the documents you need`,
  msg`At most 10 document types`,
  msg`Please choose a due date`,
  msg`The due date cannot be in the past`,
  msg`Status must be active or inactive`,
  // The students import.
  msg`This email appears more than once in the file`,
  msg`This row has more cells than the first line has columns`,
  msg`Mode must be dryRun or apply`,
  msg`Duplicates must be skip or update`,
  msg`Please give a reason the university will see`,
  msg`Unknown status`,
  msg`Please select universities first`,
  msg`Please select agencies first`,
  msg`Please select students first`,
  msg`Unknown bulk action`,
  msg`Use a time such as 09:00`,
  msg`Street is required`,
  msg`Postal code is required`,
  msg`Sender name is required`,
  msg`Sender address is required`,
]);
