import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

/** The bar of bulk actions over the selected rows. */
export const bulkBar = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  alignItems: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.brandSurface,
  marginBlockEnd: vars.space.md,
});

export const bulkCount = style({ fontWeight: vars.fontWeight.medium, marginInlineEnd: 'auto' });
