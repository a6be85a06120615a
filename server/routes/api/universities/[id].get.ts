import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { universityDetail } from '../../../services/universities/catalogue.service.ts';
import { useApp } from '../../../utils/app.ts';
import { validParams } from '../../../utils/validate.ts';

export default defineEventHandler(async (event) => {
  const { id } = validParams(event, IdParams);
  return { university: await universityDetail(useApp(), id) };
});
