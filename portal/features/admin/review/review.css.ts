import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(12rem, 100%), 1fr))',
  gap: vars.space.md,
  margin: 0,
});

/** A long value (an e-mail) breaks inside its own cell rather than running into the next. */
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere', minInlineSize: 0 });

export const documents = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md });

export const document = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** An inline preview: a PDF in a frame, an image at its size within the column. */
export const frame = style({
  inlineSize: '100%',
  blockSize: '32rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const image = style({ maxInlineSize: '100%', maxBlockSize: '32rem', borderRadius: vars.radius.md });
