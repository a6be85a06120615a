import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { sendUniversityImage } from '#server/services/files/university-image.ts';
import { useApp } from '#server/utils/app.ts';
import { validParams } from '#server/utils/validate.ts';

export default defineEventHandler((event) => sendUniversityImage(useApp(), event, validParams(event, IdParams).id));
