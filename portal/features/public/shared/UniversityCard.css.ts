import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  flex: 1,
  minWidth: 0,
  transition: 'box-shadow 120ms',
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
});

export const top = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const name = style({ fontSize: vars.fontSize.lg, margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const nameLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
});

export const place = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const matched = style({ fontSize: vars.fontSize.sm });

export const matchedTitle = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const matchedList = style({ margin: 0, paddingInlineStart: vars.space.lg, overflowWrap: 'anywhere' });

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const fact = style({ display: 'flex', gap: vars.space.xs, margin: 0 });

export const factValue = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const footer = style({ marginBlockStart: 'auto', paddingBlockStart: vars.space.sm });

/** The grid cards sit in: as many columns of at least 18rem as fit. */
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(18rem, 100%), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const cell = style({ display: 'flex', flexDirection: 'column' });
