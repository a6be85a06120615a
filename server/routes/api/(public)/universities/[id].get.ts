import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { universityDetail } from '#server/services/universities/catalogue.service.ts';
import { catalogueAnswer } from '#server/utils/catalogue-answer.ts';
import { validParams } from '#server/utils/validate.ts';

export default defineEventHandler((event) =>
  catalogueAnswer(event, async (app) => ({ university: await universityDetail(app, validParams(event, IdParams).id) })),
);
