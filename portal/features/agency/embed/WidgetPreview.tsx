import { createElement, useEffect } from 'react';
import { Button } from '#portal/ui/Button/Button.tsx';
import { popupOpener } from './embed-snippet.ts';
import type { EmbeddedWidget, EmbedMode } from './snippet-html.ts';

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

/**
 * A live widget, rendered by the real loader: the custom element with its attributes, or, for a
 * popup or floating button, a button that opens the real popup (a floating preview would cover the page).
 */
export function WidgetPreview({
  widget,
  mode,
  attributes,
}: {
  widget: EmbeddedWidget;
  mode: EmbedMode;
  attributes: Record<string, string>;
}) {
  useEffect(addLoader, []);
  if (mode === 'inline') return createElement(`study-${widget}`, attributes);
  const opener = popupOpener(widget, attributes);
  return <Button {...opener.attributes}>{opener.label}</Button>;
}
