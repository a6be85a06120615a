import { msg } from '@lingui/core/macro';
import { messages as ar } from '#locales/ar/widget-loader.po';
import { messages as en } from '#locales/en/widget-loader.po';
import type { Lang } from '#widgets/types.ts';

const CLOSE = msg`Close`;

/**
 * The popup's close button, named in `lang` from its catalogs. Read here rather than through
 * widgets/shared/i18n.ts, which would become a chunk of its own, too small to be served compressed.
 */
export const closeLabel = (lang: Lang): string => [{ en, ar }[lang][CLOSE.id]].flat().join('');
