import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { catalogueProgram } from '#server/services/programs/program-catalogue.service.ts';
import { useApp } from '#server/utils/app.ts';
import { validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => ({
  program: await catalogueProgram(useApp(), validParams(event, IdParams).id),
}));
