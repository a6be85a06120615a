import { defineEventHandler } from 'h3';
import { UniversityListQuery } from '#sdk/schemas/university';
import { searchCatalogue } from '#server/services/universities/catalogue.service.ts';
import { catalogueJson } from '#server/utils/catalogue-answer.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler((event) =>
  catalogueJson(event, (app, revision) => searchCatalogue(app, validQuery(event, UniversityListQuery), revision)),
);
