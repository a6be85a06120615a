import { defineEventHandler } from 'h3';
import { specialtyNames } from '../../../../services/universities/catalogue.service.ts';
import { catalogueAnswer } from '../../../../utils/catalogue-answer.ts';

export default defineEventHandler((event) => catalogueAnswer(event, async (app) => ({ specialties: await specialtyNames(app) })));
