import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

/** A centred column for sign-in, registration and setup forms. */
export const page = style({
  maxWidth: vars.layout.narrowWidth,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const widePage = style([page, { maxWidth: '44rem' }]);

export const title = style({ fontSize: vars.fontSize.xxl, marginBlockEnd: vars.space.xs });

export const lead = style({ color: vars.color.textMuted, marginBlock: `0 ${vars.space.lg}` });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  marginBlockEnd: vars.space.md,
});

export const footnote = style({ textAlign: 'center', color: vars.color.textMuted, marginBlockStart: vars.space.lg });

export const grid = style({
  display: 'grid',
  gap: `0 ${vars.space.md}`,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const prose = style({
  maxWidth: '44rem',
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  lineHeight: vars.lineHeight.normal,
});

export const subtitle = style({ fontSize: vars.fontSize.lg, marginBlock: `0 ${vars.space.sm}` });

/** A refusal shown above a form, with the way out beside it. */
export const alert = style({
  color: vars.color.danger,
  marginBlock: `0 ${vars.space.md}`,
});

/** Why a setup page opened instead of the page asked for. */
export const notice = style({
  color: vars.color.info,
  background: vars.color.infoSurface,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  marginBlock: `0 ${vars.space.md}`,
});

/** The agency's current logo above its picker. */
export const logo = style({
  display: 'block',
  maxInlineSize: '10rem',
  maxBlockSize: '5rem',
  objectFit: 'contain',
  marginBlockEnd: vars.space.sm,
});

/** Cards one under another, as on /settings. */
export const stack = style({ display: 'grid', gap: vars.space.lg });
