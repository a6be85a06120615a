import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const colourRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'end' });

export const colourSwatch = style({
  inlineSize: '3rem',
  blockSize: '2.5rem',
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: 'none',
  cursor: 'pointer',
  marginBlockEnd: vars.space.md,
});

export const logoRow = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  flexWrap: 'wrap',
  marginBlockEnd: vars.space.md,
});

export const logo = style({
  blockSize: '3.5rem',
  inlineSize: 'auto',
  maxInlineSize: '12rem',
  objectFit: 'contain',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.xs,
  background: vars.color.surface,
});

export const originList = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const origin = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const originText = style({ fontFamily: vars.font.mono, marginInlineEnd: 'auto', overflowWrap: 'anywhere' });

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0, flexBasis: '100%' });

export const addRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.sm,
  alignItems: 'start',
});

export const addButton = style({ marginBlockStart: '1.75rem' });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minInlineSize: 0 });

export const legend = style({ fontWeight: vars.fontWeight.bold, marginBlockEnd: vars.space.xs, padding: 0 });

export const snippetFigure = style({ margin: 0 });

export const snippet = style({
  margin: 0,
  padding: vars.space.md,
  background: '#0f172a',
  color: '#e2e8f0',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowX: 'auto',
  whiteSpace: 'pre',
  direction: 'ltr',
  textAlign: 'left',
});

export const previews = style({
  display: 'grid',
  gap: vars.space.lg,
  // Two side by side where there is room; one column, as wide as the screen, on a phone.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(22rem, 100%), 1fr))',
  alignItems: 'start',
});

export const previewTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.sm}` });

export const contrast = style({ display: 'grid', gap: vars.space.xs, marginBlockEnd: vars.space.md });

export const contrastLine = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const contrastWarning = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.warning,
  background: vars.color.warningSurface,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
});
