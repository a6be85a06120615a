import { defineEventHandler } from 'h3';
import * as v from 'valibot';
import { sendAgencyLogo } from '../../../../../services/files/agency-logo.ts';
import { useApp } from '../../../../../utils/app.ts';
import { validParams } from '../../../../../utils/validate.ts';

const SlugParams = v.object({ slug: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)) });

export default defineEventHandler((event) => sendAgencyLogo(useApp(), event, validParams(event, SlugParams).slug));
