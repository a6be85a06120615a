import type { MountWidget } from '#widgets/types.ts';
import { mountWidget } from '#widgets/shared/mount.tsx';
import { SearchWidget } from './SearchWidget.tsx';
import { SEARCH_CSS } from './styles.ts';

export const mount: MountWidget = (host) => mountWidget('search', host, SearchWidget, SEARCH_CSS);
