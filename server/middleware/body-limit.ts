import { defineEventHandler } from 'h3';
import { refuseDeclaredOversize } from '#server/utils/json-body.ts';

/**
 * A request to /api that declares a body larger than the JSON limit is refused with 413 before
 * any of it is read, whatever the route does with it. Uploads (multipart) have their own limits.
 */
export default defineEventHandler((event) => {
  if (!event.path.startsWith('/api/')) return;
  if (/^multipart\/form-data/i.test(event.node.req.headers['content-type'] ?? '')) return;
  refuseDeclaredOversize(event);
});
