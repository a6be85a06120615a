import { defineEventHandler } from 'h3';
import { specialtyNames } from '#server/services/universities/catalogue.service.ts';
import { catalogueAnswer } from '#server/utils/catalogue-answer.ts';

export default defineEventHandler((event) =>
  catalogueAnswer(event, async (app) => ({ specialties: await specialtyNames(app) })),
);
