import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export { page, title, lead, stats, toolbar } from '#portal/ui/page.css.ts';

const bannerBase = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid',
});

/** The profile banner: orange while incomplete, green once complete (spec part 1, 2). */
export const banner = styleVariants({
  incomplete: [
    bannerBase,
    { background: vars.color.warningSurface, color: vars.color.warning, borderColor: '#ea580c' },
  ],
  complete: [
    bannerBase,
    { background: vars.color.successSurface, color: vars.color.success, borderColor: vars.color.success },
  ],
  info: [bannerBase, { background: vars.color.infoSurface, color: vars.color.info, borderColor: vars.color.info }],
});

export const bannerText = style({ margin: 0, display: 'grid', gap: vars.space.xxs, flex: '1 1 16rem' });

export { actions, list, row, rowMain, rowTitle, muted } from '#portal/ui/rows.css.ts';

export const split = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(20rem, 100%), 1fr))',
});

/** A list of links without bullets, one per line. */
export const plainList = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.sm}`,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});
