import { defineEventHandler } from 'h3';
import { countriesWithUniversities } from '../../../../services/universities/catalogue.service.ts';
import { catalogueAnswer } from '../../../../utils/catalogue-answer.ts';

export default defineEventHandler((event) => catalogueAnswer(event, async (app) => ({ countries: await countriesWithUniversities(app) })));
