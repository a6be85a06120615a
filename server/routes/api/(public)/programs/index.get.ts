import { defineEventHandler } from 'h3';
import { ProgramListQuery } from '#sdk/schemas/program-catalogue';
import { searchPrograms } from '#server/services/programs/program-catalogue.service.ts';
import { useApp } from '#server/utils/app.ts';
import { validQuery } from '#server/utils/validate.ts';

// Not kept in the catalogue's answer cache: intake statuses and `openNow` change with the date.
export default defineEventHandler(async (event) => {
  const list = await searchPrograms(useApp(), validQuery(event, ProgramListQuery));
  // The programmes a search listed, for its demand count (server/plugins/answers-from-memory.ts).
  event.context.listed = list.programs.map((program) => program.id);
  return list;
});
