import { defineEventHandler } from 'h3';
import { DataExportParams } from '#sdk/schemas/personal-data';
import { sendDataExport } from '#server/services/data-export/data-export.service.ts';
import { useApp } from '#server/utils/app.ts';
import { validParams } from '#server/utils/validate.ts';

/** The ZIP of an e-mailed export link, for the 24 hours it lasts: the token is the proof. */
export default defineEventHandler(async (event) =>
  sendDataExport(useApp(), event, validParams(event, DataExportParams).token),
);
