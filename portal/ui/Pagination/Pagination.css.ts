import { style } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

export const nav = style({ display: 'flex', justifyContent: 'center', marginBlock: vars.space.lg });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const page = style({
  minWidth: '2.5rem',
  minHeight: '2.5rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

/** "Previous" and "Next" on a phone: only their arrows show, so the row fits one line; the words stay for screen readers. */
export const stepText = style({
  '@media': {
    'screen and (max-width: 30rem)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
