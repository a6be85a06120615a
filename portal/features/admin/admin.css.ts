import { globalStyle, style } from '@vanilla-extract/css';
import { page as column } from '#portal/ui/page.css.ts';
import { vars } from '#portal/ui/theme.css.ts';

export { stats, toolbar, actions } from '#portal/ui/page.css.ts';

/** The content column of an admin screen; its wide tables scroll inside it rather than widen it. */
export const page = style([column, { minWidth: 0 }]);

/** A cell with a main line and smaller lines under it. */
export const stack = style({ display: 'grid', gap: vars.space.xxs, minWidth: '10rem' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const chips = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', maxWidth: '18rem' });

export const warning = style({ color: vars.color.warning, fontSize: vars.fontSize.sm, margin: 0 });

/** A form's fields in two columns where there is room. */
export const formGrid = style({
  display: 'grid',
  gap: `0 ${vars.space.md}`,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const thumbnail = style({
  inlineSize: '3rem',
  blockSize: '3rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  flexShrink: 0,
});

export const nameCell = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

/** Label and value pairs in a details dialog. */
export const facts = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  margin: 0,
});

globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
