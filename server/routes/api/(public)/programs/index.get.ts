import { defineEventHandler } from 'h3';
import { ProgramListQuery } from '#sdk/schemas/program-catalogue';
import { searchPrograms } from '#server/services/programs/program-catalogue.service.ts';
import { useApp } from '#server/utils/app.ts';
import { validQuery } from '#server/utils/validate.ts';

// Not kept in the catalogue's answer cache: intake statuses and `openNow` change with the date.
export default defineEventHandler((event) => searchPrograms(useApp(), validQuery(event, ProgramListQuery)));
