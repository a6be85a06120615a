import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROUTES_DIR = 'server/routes/api';

/**
 * `METHOD /api/path` of every route file, e.g. `GET /api/students/[id]` for `(agency)/students/[id].get.ts`
 * (ALL without a method). A route group's folder, `(agency)`, is no part of the URL, as in Nitro.
 */
export function routesOnDisk(dir = ROUTES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return routesOnDisk(path);
      const match = /^(.*?)(?:\.(get|post|put|patch|delete|head|options))?\.ts$/.exec(relative(ROUTES_DIR, path));
      if (!match) return [];
      const route = `/api/${match[1].replace(/\([^/]+\)\//g, '')}`.replace(/\/index$/, '');
      return [`${(match[2] ?? 'all').toUpperCase()} ${route === '/api/index' ? '/api' : route}`];
    })
    .sort();
}

/** The method to call a route with (GET for a route of every method). */
export const methodOf = (route: string) => (route.startsWith('ALL ') ? 'GET' : route.split(' ')[0]);

/** The path of a route with its parameters filled: slugs by `slug`, every other parameter by `id`. */
export const pathOf = (route: string, id: string | number, slug = 'no-such-agency') =>
  route
    .split(' ')[1]
    .replace(/\[slug\]/g, slug)
    .replace(/\[\.\.\.[^\]]*\]/g, 'anything')
    .replace(/\[[^\]]+\]/g, String(id));
