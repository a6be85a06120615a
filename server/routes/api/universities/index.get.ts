import { defineEventHandler } from 'h3';
import { UniversityListQuery } from '#sdk/schemas/university';
import { searchCatalogue } from '../../../services/universities/catalogue.service.ts';
import { useApp } from '../../../utils/app.ts';
import { validQuery } from '../../../utils/validate.ts';

export default defineEventHandler((event) => searchCatalogue(useApp(), validQuery(event, UniversityListQuery)));
