// embed.js: the one script an agency puts on its site. It stays tiny (budget 2 KB gzipped):
// custom elements, the command queue and the event map; each widget arrives as its own chunk.
import type { WidgetName } from '#widgets/types.ts';
import { installEmbed } from './embed-core.ts';
import { scriptBase } from './script-base.ts';

const chunks: Record<WidgetName, () => Promise<{ mount: import('#widgets/types.ts').MountWidget }>> = {
  search: () => import('#widgets/search/index.tsx'),
  consultation: () => import('#widgets/consultation/index.tsx'),
  apply: () => import('#widgets/apply/index.tsx'),
  floating: () => import('#widgets/floating/index.tsx'),
};

// A second copy of the script on one page changes nothing.
if (!(window as { StudyEurope?: { loaded?: boolean } }).StudyEurope?.loaded) {
  installEmbed(
    window,
    scriptBase(document),
    (name) => chunks[name]().then((chunk) => chunk.mount),
    () => import('./popup.ts').then((chunk) => chunk.openPopup),
  );
}
