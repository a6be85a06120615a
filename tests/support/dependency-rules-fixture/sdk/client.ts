import { sitemap } from '../server/services/seo/sitemap.ts';

export const client = sitemap;
