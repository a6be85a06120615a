import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const scroll = style({ overflowX: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, background: vars.color.surface });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const caption = style({ textAlign: 'start', padding: vars.space.md, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const th = style({
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const td = style({ textAlign: 'start', padding: `${vars.space.sm} ${vars.space.md}`, borderBlockStart: `1px solid ${vars.color.border}` });
