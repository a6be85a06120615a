/**
 * Our server's origin: the one embed.js was loaded from. `currentScript` is set while an async
 * classic script first runs; the src lookup covers bundlers that run the loader later.
 */
export function scriptBase(doc: Document): string {
  const current = doc.currentScript as HTMLScriptElement | null;
  const script = current?.src ? current : doc.querySelector<HTMLScriptElement>('script[src*="/embed.js"]');
  return new URL(script?.src || doc.baseURI).origin;
}
