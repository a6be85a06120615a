import { defineEventHandler } from 'h3';
import * as v from 'valibot';
import { pageOrigin } from '../../../../services/agencies/embed-origin.ts';
import { publicFace } from '../../../../services/agencies/embed.service.ts';
import { useApp } from '../../../../utils/app.ts';
import { validParams } from '../../../../utils/validate.ts';

const SlugParams = v.object({ slug: v.pipe(v.string(), v.trim(), v.minLength(1, 'Agency is required'), v.maxLength(80, 'Agency not found')) });

export default defineEventHandler(async (event) => {
  const { slug } = validParams(event, SlugParams);
  return { agency: await publicFace(useApp(), slug, pageOrigin(event)) };
});
