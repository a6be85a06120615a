import { paths } from '../../../portal/paths.ts';
import { countries } from '../../../portal/features/public/countries.ts';

export const sitemap = [paths.home, ...countries];
