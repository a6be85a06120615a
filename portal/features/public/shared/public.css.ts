import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

/** Layout pieces the public pages share. */

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const section = style({ marginBlockStart: vars.space.xxl });

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.lg,
});

export const heading = style({ fontSize: vars.fontSize.xxl, margin: 0 });

export const subheading = style({ fontSize: vars.fontSize.xl, marginBlockEnd: vars.space.md });

export const lead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  marginBlock: `0 ${vars.space.lg}`,
  maxWidth: '46rem',
});

export const muted = style({ color: vars.color.textMuted, marginBlock: `0 ${vars.space.md}` });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  color: vars.color.info,
  borderInlineStart: `4px solid ${vars.color.info}`,
});

/** Cards in as many columns of at least `min` as fit. */
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(16rem, 100%), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** Main column and a side panel; the panel drops below on narrow screens. */
export const withAside = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 22rem)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 56rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const aside = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** A term-and-value list in two columns. */
// The term-and-value grid of ui/Facts, for the pages that lay out their facts by hand.
export { fact, factTerm, factValue, facts } from '#portal/ui/Facts/Facts.css.ts';

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBlockEnd: vars.space.md,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** Numbered steps, the number in a circle at the start of each. */
export const steps = style({
  counterReset: 'step',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const step = style({
  counterIncrement: 'step',
  position: 'relative',
  paddingInlineStart: '3rem',
  minHeight: '2.25rem',
  selectors: {
    '&::before': {
      content: 'counter(step)',
      position: 'absolute',
      insetInlineStart: 0,
      insetBlockStart: 0,
      width: '2.25rem',
      height: '2.25rem',
      borderRadius: '50%',
      background: vars.color.brand,
      color: vars.color.onBrand,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const stepTitle = style({ fontSize: vars.fontSize.lg, marginBlockEnd: vars.space.xs });

export const stepText = style({ margin: 0, color: vars.color.textMuted });

export const ltr = style({ direction: 'ltr', unicodeBidi: 'isolate' });

/** Running text at a readable width. */
export const prose = style({ marginBlock: `${vars.space.sm} 0`, maxWidth: '48rem' });

/** A country's two-letter code in a circle: a mark that looks the same on every system, unlike flag emoji. */
export const countryCode = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '3rem',
  height: '3rem',
  borderRadius: '50%',
  background: vars.color.brandSurface,
  color: vars.color.info,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.05em',
});
