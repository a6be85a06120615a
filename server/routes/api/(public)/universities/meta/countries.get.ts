import { defineEventHandler } from 'h3';
import { countriesWithUniversities } from '#server/services/universities/catalogue.service.ts';
import { catalogueAnswer } from '#server/utils/catalogue-answer.ts';

export default defineEventHandler((event) =>
  catalogueAnswer(event, async (app) => ({ countries: await countriesWithUniversities(app) })),
);
