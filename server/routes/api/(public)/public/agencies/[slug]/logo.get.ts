import { defineEventHandler } from 'h3';
import * as v from 'valibot';
import { sendAgencyLogo } from '#server/services/files/agency-logo.ts';
import { useApp } from '#server/utils/app.ts';
import { validParams } from '#server/utils/validate.ts';

const SlugParams = v.object({ slug: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)) });

export default defineEventHandler((event) => sendAgencyLogo(useApp(), event, validParams(event, SlugParams).slug));
