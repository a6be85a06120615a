import { getRequestHeader, type H3Event } from 'h3';
import type { TextLanguage } from './texts-in.ts';

/**
 * The language the reader asked for in `Accept-Language` (the portal sends the page's language):
 * Arabic when its first choice is Arabic, else English.
 */
export function readerLanguage(event: H3Event): TextLanguage {
  const first = (getRequestHeader(event, 'accept-language') ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'ar' || first.startsWith('ar-') ? 'ar' : 'en';
}
