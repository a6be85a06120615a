import type { MountWidget } from '#widgets/types.ts';
import { mountWidget } from '#widgets/shared/mount.tsx';
import { FloatingButton } from './FloatingButton.tsx';
import { FLOATING_CSS } from './styles.ts';

export const mount: MountWidget = (host) => mountWidget('floating', host, FloatingButton, FLOATING_CSS);
