import { defineEventHandler } from 'h3';
import { UniversityListQuery } from '#sdk/schemas/university';
import { searchCatalogue } from '#server/services/universities/catalogue.service.ts';
import { catalogueAnswer } from '#server/utils/catalogue-answer.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler((event) =>
  catalogueAnswer(event, (app) => searchCatalogue(app, validQuery(event, UniversityListQuery))),
);
