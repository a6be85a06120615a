import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#portal/ui/theme.css.ts';

const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const tone = styleVariants({
  neutral: [badge, { background: vars.color.surfaceMuted, color: vars.color.text }],
  brand: [badge, { background: vars.color.brandSurface, color: vars.color.info }],
  success: [badge, { background: vars.color.successSurface, color: vars.color.success }],
  warning: [badge, { background: vars.color.warningSurface, color: vars.color.warning }],
  danger: [badge, { background: vars.color.dangerSurface, color: vars.color.danger }],
});
