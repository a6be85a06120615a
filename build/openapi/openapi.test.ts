import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDocument } from './document.ts';
import { compileGeneratedClient } from './generated-client.ts';
import { MULTIPART_BODIES } from './multipart.ts';
import { redoclyLint } from './redocly-lint.ts';
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
  'GET /api/data-exports/{token}': "a person's data export (a ZIP), opened from the link in its e-mail",
};

const files = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(folder, entry.name)) : [join(folder, entry.name)],
  );

describe('the OpenAPI document', () => {
  let document: Awaited<ReturnType<typeof buildDocument>>;
  // The answers' types are read with the TypeScript checker over the SDK: seconds, more on a busy machine.
  beforeAll(async () => {
    document = await buildDocument(root, '0.0.0');
  }, 120_000);

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

  it('has a route file for every operation it names (a route removed or renamed leaves nothing behind)', () => {
    const folder = join(root, 'server/routes/api');
    const declared = new Set(
      files(folder)
        .map((file) => routeOf(relative(folder, file)))
        .map((route) => route && `${route.method} ${route.path}`),
    );
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((operation) => !declared.has(operation))).toEqual([]);
  });

  it('describes every success answer: a JSON schema, a file with its media type, or no body', () => {
    const undescribed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.entries(operation.responses as Record<string, { content?: Record<string, { schema?: object }> }>)
          .filter(([status, answer]) => status.startsWith('2') && answer.content)
          .filter(([, answer]) => Object.values(answer.content ?? {}).some((media) => !media.schema))
          .map(([status]) => `${method.toUpperCase()} ${path} ${status}`),
      ),
    );
    expect(undescribed).toEqual([]);
    const login = document.paths['/api/auth/login'].post.responses as Record<string, { content: object }>;
    // A session, or the challenge of a second factor.
    expect(login[200].content).toEqual({
      'application/json': {
        schema: {
          anyOf: [{ $ref: '#/components/schemas/AuthResponse' }, { $ref: '#/components/schemas/TwoFactorChallenge' }],
        },
      },
    });
    expect(document.components.schemas.AuthResponse).toMatchObject({
      required: expect.arrayContaining(['token', 'user']),
    });
    const pdf = document.paths['/api/applications/{id}/export.pdf'].get.responses as Record<
      string,
      { content: object }
    >;
    expect(Object.keys(pdf[200].content)).toEqual(['application/pdf']);
  });

  it('passes `redocly lint` with the recommended rules, warnings included', async () => {
    const problems = await redoclyLint(root, document);
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  }, 60_000);

  it('gives a client generated with openapi-typescript and openapi-fetch that compiles with tsc --strict', async () => {
    expect(await compileGeneratedClient(root, document)).toBe('');
  }, 120_000);

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

  it('lists the fields of every multipart body: its file parts binary, its text fields with their types', () => {
    const multipart = routes.filter((route) => route.multipart).map((route) => `${route.method} ${route.path}`);
    expect(multipart.sort()).toEqual(Object.keys(MULTIPART_BODIES).sort());
    const upload = document.paths['/api/direct-students/documents/upload'].post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, object>; required: string[] } }> };
    };
    const schema = upload.requestBody.content['multipart/form-data'].schema;
    expect(schema.required).toEqual(['file', 'documentType']);
    expect(schema.properties.file).toMatchObject({
      anyOf: [
        { type: 'string', contentMediaType: 'application/octet-stream' },
        { type: 'array', maxItems: 5 },
      ],
    });
    expect(schema.properties.description).toMatchObject({ type: 'string', maxLength: 1000 });
    const programs = document.paths['/api/users/university/programs/import'].post as typeof upload;
    expect(programs.requestBody.content['multipart/form-data'].schema.properties.mode).toMatchObject({
      enum: ['dryRun', 'apply', 'validRowsOnly'],
    });
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
