import type { MountWidget } from '#widgets/types.ts';
import { mountWidget } from '#widgets/shared/mount.tsx';
import { ApplyWidget } from './ApplyWidget.tsx';
import { APPLY_CSS } from './styles.ts';

export const mount: MountWidget = (host) => mountWidget('apply', host, ApplyWidget, APPLY_CSS);
