import { msg } from '@lingui/core/macro';
import { messages as ar } from '#locales/ar/widget-floating.po';
import { messages as en } from '#locales/en/widget-floating.po';
import { dictionary } from '#widgets/shared/i18n.ts';

// The floating button's text per widget its popup shows. The portal's snippet builder uses the
// same texts for the popup link it writes, so both read alike.
export const openerLabels = dictionary(
  { en, ar },
  {
    consultation: msg`Free consultation`,
    information: msg`Request information`,
    apply: msg`Apply now`,
    search: msg`Find your programme`,
  },
);

export type OpenerLabel = keyof typeof openerLabels.en;

/** Which text an opener of `widget` (with the consultation's `type`) wears. */
export function openerLabel(widget: string | undefined, type: string | undefined): OpenerLabel {
  if (widget === 'apply' || widget === 'search') return widget;
  return type === 'information' ? 'information' : 'consultation';
}
