import { createElement, useEffect, useState } from 'react';
import { installEmbed, WIDGET_TAGS } from '#widgets/loader/embed-core.ts';
import type { MountWidget, WidgetName, WidgetOptions } from '#widgets/types.ts';

/**
 * The widgets talk to a running server (`npm start`, port 3000 by default; STORYBOOK_API_ORIGIN
 * to change it). The demo agency allows Storybook's origin, so its forms can be sent for real.
 */
const API_ORIGIN =
  (import.meta as unknown as { env: Record<string, string | undefined> }).env.STORYBOOK_API_ORIGIN ||
  'http://127.0.0.1:3000';

const chunks: Record<WidgetName, () => Promise<{ mount: MountWidget }>> = {
  search: () => import('#widgets/search/index.tsx'),
  consultation: () => import('#widgets/consultation/index.tsx'),
  apply: () => import('#widgets/apply/index.tsx'),
  floating: () => import('#widgets/floating/index.tsx'),
};

let installed = false;
function ensureEmbed() {
  if (installed) return;
  installed = true;
  installEmbed(
    window,
    API_ORIGIN,
    (name) => chunks[name]().then((chunk) => chunk.mount),
    () => import('#widgets/loader/popup.ts').then((chunk) => chunk.openPopup),
  );
}

export interface WidgetStoryProps extends WidgetOptions {
  widget: WidgetName;
}

const ATTRIBUTE_NAMES: Partial<Record<keyof WidgetOptions, string>> = { brandColor: 'brand-color' };

/** One widget as a host page embeds it: the custom element with its attributes, and the events it sends. */
export function WidgetStory({ widget, ...options }: WidgetStoryProps) {
  const [events, setEvents] = useState<string[]>([]);
  ensureEmbed();
  useEffect(() => {
    const names = ['study:ready', 'study:search', 'study:lead-created', 'study:apply-started', 'study:error'];
    const record = (event: Event) =>
      setEvents((list) => [...list.slice(-4), `${event.type} ${JSON.stringify((event as CustomEvent).detail)}`]);
    for (const name of names) document.addEventListener(name, record);
    return () => {
      for (const name of names) document.removeEventListener(name, record);
    };
  }, []);
  const attributes = Object.fromEntries(
    Object.entries(options).map(([key, value]) => [ATTRIBUTE_NAMES[key as keyof WidgetOptions] ?? key, value]),
  );
  return (
    <div>
      {createElement(WIDGET_TAGS[widget], attributes)}
      <figure aria-label="Events sent to the host page" style={{ margin: 0 }}>
        <pre style={{ fontSize: 12, whiteSpace: 'pre-wrap' }}>{events.join('\n')}</pre>
      </figure>
    </div>
  );
}

/** The two brand colours every widget is shown with: the agency's own (teal) and a violet override. */
const BRAND_COLOURS = { agency: undefined, violet: '#7c3aed' } as const;

/**
 * The four stories every widget has: each language with the agency's colour and with another one.
 * Storybook needs each story as a named export of its own file, so the files export these by name.
 */
export const LANGUAGE_AND_BRAND = {
  English: { args: { lang: 'en', brandColor: BRAND_COLOURS.agency } },
  Arabic: { args: { lang: 'ar', brandColor: BRAND_COLOURS.agency } },
  EnglishOtherBrand: { args: { lang: 'en', brandColor: BRAND_COLOURS.violet } },
  ArabicOtherBrand: { args: { lang: 'ar', brandColor: BRAND_COLOURS.violet } },
} satisfies Record<string, { args: Partial<WidgetStoryProps> }>;
