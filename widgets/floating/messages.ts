import type { Dictionary } from '#widgets/shared/i18n.ts';

// The floating button's text per widget its popup shows. The portal's snippet builder uses the
// same texts for the popup link it writes, so both read alike.
const en = {
  consultation: 'Free consultation',
  information: 'Request information',
  apply: 'Apply now',
  search: 'Find your programme',
};

export type OpenerLabel = keyof typeof en;

export const openerLabels: Dictionary<OpenerLabel> = {
  en,
  ar: {
    consultation: 'استشارة مجانية',
    information: 'اطلب معلومات',
    apply: 'قدّم الآن',
    search: 'ابحث عن برنامجك',
  },
};

/** Which text an opener of `widget` (with the consultation's `type`) wears. */
export function openerLabel(widget: string | undefined, type: string | undefined): OpenerLabel {
  if (widget === 'apply' || widget === 'search') return widget;
  return type === 'information' ? 'information' : 'consultation';
}
