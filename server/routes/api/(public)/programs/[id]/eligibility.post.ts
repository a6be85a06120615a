import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { EligibilityProfile, TextsQuery } from '#sdk/schemas/eligibility';
import { limitVisitorChecks, programEligibility } from '#server/services/eligibility/eligibility.service.ts';
import { profileOfStudent } from '#server/services/eligibility/student-profile.ts';
import { requireStudentRow } from '#server/services/students/student.service.ts';
import { useApp } from '#server/utils/app.ts';
import { clientAddress, currentUser } from '#server/utils/auth.ts';
import { readJsonBody } from '#server/utils/json-body.ts';
import { validBody, validParams, validQuery } from '#server/utils/validate.ts';

const isEmpty = (body: unknown) =>
  body === undefined ||
  (typeof body === 'object' && body !== null && !Array.isArray(body) && !Object.keys(body).length);

/** A visitor's profile in the body; a signed-in student's empty body is read as their stored profile. Nothing is stored. */
export default defineEventHandler(async (event) => {
  const { id } = validParams(event, IdParams);
  const { lang } = validQuery(event, TextsQuery);
  const app = useApp();
  const user = isEmpty(await readJsonBody(event)) ? await currentUser(event) : undefined;
  const student = user?.userType === 'STUDENT';
  if (!student) await limitVisitorChecks(app, clientAddress(event));
  const profile = student
    ? profileOfStudent(await requireStudentRow(app.db, user.id))
    : await validBody(event, EligibilityProfile);
  return { eligibility: await programEligibility(app, id, profile, lang) };
});
