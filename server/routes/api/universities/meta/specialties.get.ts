import { defineEventHandler } from 'h3';
import { specialtyNames } from '../../../../services/universities/catalogue.service.ts';
import { useApp } from '../../../../utils/app.ts';

export default defineEventHandler(async () => ({ specialties: await specialtyNames(useApp()) }));
