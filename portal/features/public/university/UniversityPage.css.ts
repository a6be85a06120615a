import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const header = style({ marginBlockEnd: vars.space.xl });

export const title = style({ fontSize: vars.fontSize.display, margin: 0 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
  color: vars.color.textMuted,
});

export const prose = style({ marginBlock: `0 ${vars.space.lg}`, whiteSpace: 'pre-line' });

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const hours = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const more = style({ marginBlockStart: vars.space.md });

export const infoBlock = style({
  paddingBlock: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 0 } },
});

export const infoTitle = style({ fontSize: vars.fontSize.lg, marginBlockEnd: vars.space.sm });

export const infoText = style({ margin: 0 });

/** "with <agency>": the visit came through that agency's widget. */
export const attribution = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, fontWeight: 600 });
