import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { universityDetail } from '../../../services/universities/catalogue.service.ts';
import { catalogueAnswer } from '../../../utils/catalogue-answer.ts';
import { validParams } from '../../../utils/validate.ts';

export default defineEventHandler((event) =>
  catalogueAnswer(event, async (app) => ({ university: await universityDetail(app, validParams(event, IdParams).id) })),
);
