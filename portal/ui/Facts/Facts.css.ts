import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(14rem, 100%), 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({ margin: 0, minWidth: 0 });

export const factTerm = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Long e-mails and web addresses break anywhere rather than leave their cell. */
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
