import { defineEventHandler } from 'h3';
import { askToEraseMe } from '#server/services/erasure/erasure.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

/** A student asks to erase their account; the erasure waits for the e-mailed confirmation. */
export default defineEventHandler(async (event) => askToEraseMe(useApp(), await requireUser(event, 'STUDENT')));
