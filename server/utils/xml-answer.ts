import { type H3Event, setResponseHeader } from 'h3';

/** Sends an XML document (the sitemaps), revalidated by crawlers after an hour. */
export function xmlAnswer(event: H3Event, xml: string): string {
  setResponseHeader(event, 'content-type', 'application/xml; charset=utf-8');
  setResponseHeader(event, 'cache-control', 'public, max-age=3600');
  return xml;
}
