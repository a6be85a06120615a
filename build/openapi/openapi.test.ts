import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDocument } from './document.ts';
import { describeRoutes, routeOf } from './routes.ts';
import { describeSdkCalls, samePath } from './sdk-calls.ts';

const root = resolve(import.meta.dirname, '../..');
const routes = describeRoutes(root);
const calls = describeSdkCalls(root);

/** Routes no SDK function calls, and why: files a browser fetches by address, and the spec's aliases. */
const WITHOUT_SDK: Record<string, string> = {
  'GET /api/public/agencies/{slug}/logo': 'an image, fetched by <img src>',
  'GET /api/universities/{id}/image': 'an image, fetched by <img src>',
  'GET /api/api/universities/meta/countries': "the spec's own doubled path, kept as an alias",
  'GET /api/api/universities/meta/specialties': "the spec's own doubled path, kept as an alias",
};

const files = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(folder, entry.name)) : [join(folder, entry.name)],
  );

describe('the OpenAPI document', () => {
  let document: Awaited<ReturnType<typeof buildDocument>>;
  beforeAll(async () => {
    document = await buildDocument(root, '0.0.0');
  });

  it('has an operation for every route file, each with its roles and answers', () => {
    const folder = join(root, 'server/routes/api');
    for (const file of files(folder).filter((f) => !f.endsWith('.test.ts'))) {
      const route = routeOf(relative(folder, file));
      expect(route, `${relative(root, file)} names no method (use name.get.ts, name.post.ts, …)`).toBeDefined();
      const operation = document.paths[route!.path]?.[route!.method.toLowerCase()] as Record<string, unknown>;
      expect(operation, `${route!.method} ${route!.path} is missing`).toBeDefined();
      expect(operation['x-roles']).toBeDefined();
      expect(Object.keys(operation.responses as object)).toContain('default');
    }
  });

  it('describes bodies and queries with the same sdk schemas the server validates with', () => {
    for (const route of routes) {
      const operation = document.paths[route.path][route.method.toLowerCase()] as {
        requestBody?: { content: Record<string, { schema: object }> };
        parameters: { name: string; in: string }[];
      };
      if (route.body) {
        expect(route.body.module, `${route.file}: ${route.body.name} does not come from sdk/schemas`).toBeDefined();
        expect(operation.requestBody?.content['application/json'].schema).toMatchObject({ type: expect.any(String) });
      }
      if (route.query) expect(operation.parameters.some((p) => p.in === 'query')).toBe(true);
      for (const [, name] of route.path.matchAll(/\{(\w+)\}/g))
        expect(operation.parameters, `${route.file}: path parameter ${name}`).toContainEqual(
          expect.objectContaining({ name, in: 'path' }),
        );
    }
  });

  it('is called by an SDK function for every route (or says why not)', () => {
    const uncalled = routes
      .filter((route) => !calls.some((call) => call.method === route.method && samePath(route.path, call.path)))
      .map((route) => `${route.method} ${route.path}`);
    expect(uncalled.filter((route) => !(route in WITHOUT_SDK))).toEqual([]);
  });
});

describe('the SDK against the routes', () => {
  it('sends the body and query each route validates, by the same schema name', () => {
    const disagreements = calls.flatMap((call) => {
      const route = routes.find((r) => r.method === call.method && samePath(r.path, call.path));
      const schema = route?.body?.name ?? route?.query?.name;
      // `XInput` is the input type of schema X (v.InferInput), so it names the same schema.
      return route && call.payloadType && schema && call.payloadType.replace(/Input$/, '') !== schema
        ? [`${call.name} sends ${call.payloadType}, ${route.file} reads ${schema}`]
        : [];
    });
    expect(disagreements).toEqual([]);
  });
});
