import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  insetInlineEnd: vars.space.md,
  zIndex: 60,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(24rem, calc(100vw - 2rem))',
  pointerEvents: 'none',
});

const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  pointerEvents: 'auto',
  animation: `${enter} 160ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const tone = styleVariants({
  success: [toast, { borderInlineStartColor: vars.color.success, color: vars.color.text }],
  error: [toast, { borderInlineStartColor: vars.color.danger, color: vars.color.text }],
  info: [toast, { borderInlineStartColor: vars.color.info, color: vars.color.text }],
});

export const body = style({ flex: 1, minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.bold, margin: 0 });

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const close = style({
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  padding: 0,
  display: 'inline-flex',
});
