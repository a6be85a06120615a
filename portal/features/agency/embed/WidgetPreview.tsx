import { createElement, useEffect } from 'react';
import type { WidgetName } from './embed-snippet.ts';

let loaderAdded = false;

/** Our own embed.js, once per page, exactly as an agency's website loads it. */
function addLoader() {
  if (loaderAdded || document.querySelector('script[src$="/embed.js"]')) return;
  loaderAdded = true;
  const script = document.createElement('script');
  script.src = `${location.origin}/embed.js`;
  script.async = true;
  document.head.append(script);
}

/** A live widget: the custom element with its attributes, rendered by the real loader. */
export function WidgetPreview({ widget, attributes }: { widget: WidgetName; attributes: Record<string, string> }) {
  useEffect(addLoader, []);
  return createElement(`study-${widget}`, attributes);
}
