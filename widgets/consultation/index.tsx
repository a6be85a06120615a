import type { MountWidget } from '#widgets/types.ts';
import { mountWidget } from '#widgets/shared/mount.tsx';
import { ConsultationWidget } from './ConsultationWidget.tsx';

export const mount: MountWidget = (host) => mountWidget('consultation', host, ConsultationWidget, '');
