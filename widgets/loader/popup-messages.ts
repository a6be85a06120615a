import { msg } from '@lingui/core/macro';
import { messages as ar } from '#locales/ar/widget-loader.po';
import { messages as en } from '#locales/en/widget-loader.po';
import { dictionary } from '#widgets/shared/i18n.ts';

/** The popup's own words (its chunk's, never embed.js's). */
export const popupMessages = dictionary({ en, ar }, { close: msg`Close` });
