import { defineEventHandler } from 'h3';
import * as v from 'valibot';
import { pageOrigin } from '#server/services/agencies/embed-origin.ts';
import { publicFace } from '#server/services/agencies/embed.service.ts';
import { useApp } from '#server/utils/app.ts';
import { validParams } from '#server/utils/validate.ts';

const SlugParams = v.object({
  slug: v.pipe(v.string(), v.trim(), v.minLength(1, 'Agency is required'), v.maxLength(80, 'Agency not found')),
});

export default defineEventHandler(async (event) => {
  const { slug } = validParams(event, SlugParams);
  return { agency: await publicFace(useApp(), slug, pageOrigin(event)) };
});
