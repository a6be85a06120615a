import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 2fr) repeat(2, minmax(0, 1fr)) auto',
  alignItems: 'end',
  padding: vars.space.md,
  marginBlockEnd: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { 'screen and (max-width: 56rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** Fields inside the filter bar carry no bottom margin of their own. */
export const filterField = style({ marginBlockEnd: `calc(-1 * ${vars.space.md})` });

export const clear = style({ marginBlockEnd: 0 });

export const summary = style({ color: vars.color.textMuted, marginBlock: `0 ${vars.space.md}` });

export const pagination = style({ marginBlockStart: vars.space.xl });

export const checklist = style({ columns: '2 16rem', paddingInlineStart: vars.space.lg, marginBlock: 0 });

/** "Did you mean …" and the words a search left out, above the results. */
export const searchNotes = style({ marginBlock: `0 ${vars.space.md}`, color: vars.color.text });

/** The corrected search, chosen like a link. */
export const suggestion = style({
  font: 'inherit',
  fontWeight: 600,
  color: vars.color.brand,
  background: 'none',
  border: 'none',
  padding: 0,
  textDecoration: 'underline',
  cursor: 'pointer',
});
