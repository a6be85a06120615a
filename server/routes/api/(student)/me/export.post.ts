import { defineEventHandler, setResponseStatus } from 'h3';
import { exportMyData } from '#server/services/data-export/data-export.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

/** A student asks for their own data; 202: it is built in the background and its link e-mailed. */
export default defineEventHandler(async (event) => {
  const answer = await exportMyData(useApp(), await requireUser(event, 'STUDENT'));
  setResponseStatus(event, 202);
  return answer;
});
