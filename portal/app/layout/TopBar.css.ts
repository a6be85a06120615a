import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

// The top bar's links look like the area navigation's.
export { link } from '#portal/ui/AreaNav/AreaNav.css.ts';

const mobile = 'screen and (max-width: 56rem)';

export const bar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 40,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  minHeight: '4rem',
  flexWrap: 'wrap',
});

export const brand = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  textDecoration: 'none',
  marginInlineEnd: 'auto',
});

export const menuButton = style({ display: 'none', '@media': { [mobile]: { display: 'inline-flex' } } });

/** Links and account actions: a row on wide screens, a panel opened by the menu button on narrow ones. */
export const menu = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': {
    [mobile]: {
      display: 'none',
      flexBasis: '100%',
      flexDirection: 'column',
      alignItems: 'stretch',
      paddingBlockEnd: vars.space.md,
    },
  },
});

export const menuOpen = style({ '@media': { [mobile]: { display: 'flex' } } });

export const links = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [mobile]: { flexDirection: 'column' } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [mobile]: { flexWrap: 'wrap' } },
});
