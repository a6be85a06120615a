import type { MountWidget } from '../types.ts';
import { mountWidget } from '../shared/mount.tsx';
import { ConsultationWidget } from './ConsultationWidget.tsx';

export const mount: MountWidget = (host) => mountWidget('consultation', host, ConsultationWidget, '');
