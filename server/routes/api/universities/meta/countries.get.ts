import { defineEventHandler } from 'h3';
import { countriesWithUniversities } from '../../../../services/universities/catalogue.service.ts';
import { useApp } from '../../../../utils/app.ts';

export default defineEventHandler(async () => ({ countries: await countriesWithUniversities(useApp()) }));
