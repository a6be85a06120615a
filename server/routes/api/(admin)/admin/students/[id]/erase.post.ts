import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { eraseStudentAsAdmin } from '#server/services/erasure/erasure.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

/** An admin erases any student: personal data and files go, the audit log says who asked. */
export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  return eraseStudentAsAdmin(useApp(), admin, validParams(event, IdParams).id);
});
