import { defineEventHandler, sendNoContent } from 'h3';
import {
  allowPublicCheck,
  allowPublicRead,
  answerLeadPreflight,
  isPublicCheck,
  isPublicRead,
} from '#server/services/agencies/embed-cors.ts';
import { useApp } from '#server/utils/app.ts';

/**
 * CORS for the widgets on agencies' websites: the public catalogue answers any origin; a
 * widget's lead request only an origin an agency allows (checked again per agency on the request).
 */
export default defineEventHandler((event) => {
  const path = event.path.split('?')[0];
  if (isPublicCheck(path)) {
    allowPublicCheck(event);
    if (event.method === 'OPTIONS') return sendNoContent(event, 204);
  } else if (isPublicRead(path)) {
    allowPublicRead(event);
    if (event.method === 'OPTIONS') return sendNoContent(event, 204);
  } else if (path === '/api/leads' && event.method === 'OPTIONS') {
    return answerLeadPreflight(useApp(), event);
  }
});
