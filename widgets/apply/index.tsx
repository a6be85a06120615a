import type { MountWidget } from '../types.ts';
import { mountWidget } from '../shared/mount.tsx';
import { ApplyWidget } from './ApplyWidget.tsx';

export const mount: MountWidget = (host) => mountWidget('apply', host, ApplyWidget, '');
