import { defineEventHandler } from 'h3';
import { sitemapIndex } from '#server/services/seo/sitemap.ts';
import { useApp } from '#server/utils/app.ts';
import { xmlAnswer } from '#server/utils/xml-answer.ts';

/** /sitemap.xml: the index of the sitemaps (server/services/seo/sitemap.ts). */
export default defineEventHandler(async (event) => xmlAnswer(event, await sitemapIndex(useApp())));
