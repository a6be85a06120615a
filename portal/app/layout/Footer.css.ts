import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const footer = style({ marginBlockStart: vars.space.xxl, background: '#111827', color: '#e5e7eb' });

export const inner = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const heading = style({ fontSize: vars.fontSize.md, color: '#ffffff', marginBlockEnd: vars.space.sm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const address = style([list, { fontStyle: 'normal' }]);

export const link = style({
  color: '#e5e7eb',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const text = style({ margin: 0, color: '#d1d5db', fontSize: vars.fontSize.sm });

/** E-mail and phone read left to right but sit at the column's start, on the right in Arabic. */
export const ltr = style({ direction: 'ltr', unicodeBidi: 'isolate', alignSelf: 'flex-start' });

export const bottom = style({
  borderBlockStart: '1px solid #374151',
  padding: `${vars.space.md}`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: '#d1d5db',
});
