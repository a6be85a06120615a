import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { routeOf } from '../../build/openapi/routes.ts';
import { REFUSAL_CODES } from '#sdk/schemas/refusals';
import { describeApi } from '#tests/support/suite.ts';

describeApi('OpenAPI document and docs page', (server) => {
  it('serves /api/openapi.json: OpenAPI 3.1 with every call, its roles, body schema and error shape', async () => {
    const answer = await fetch(`${server().url}/api/openapi.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    const document = await answer.json();
    expect(document.openapi).toBe('3.1.0');
    const login = document.paths['/api/auth/login'].post;
    expect(login['x-roles']).toBe('public');
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    const deactivate = document.paths['/api/admin/users/{id}/deactivate'].post;
    expect(deactivate['x-roles']).toEqual(['ADMIN']);
    expect(deactivate.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/students'].get.security).toEqual([{ session: [] }, { apiKey: [] }]);
    expect(document.paths['/api/students'].get['x-api-key-scope']).toBe('students:read');
    expect(document.paths['/api/students/{id}'].get.responses[200].content['application/json'].schema).toEqual({
      type: 'object',
      properties: { student: { $ref: '#/components/schemas/AgencyStudent' } },
      required: ['student'],
    });
    const errorBody = document.components.schemas.ErrorBody;
    expect(errorBody.required).toEqual(['statusCode', 'code', 'message', 'reason']);
    expect(errorBody.properties.reason.enum).toEqual(REFUSAL_CODES);
    expect(errorBody.properties.reason.description).toContain(
      '`APPLICATION_CHANGED`: The application was changed by someone else. Please reload it.',
    );
  });

  it('serves a document naming exactly the route files of server/routes/api, by method and path', async () => {
    const document = await (await fetch(`${server().url}/api/openapi.json`)).json();
    const folder = join(import.meta.dirname, '../../server/routes/api');
    const declared = readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .flatMap((file) => routeOf(relative(folder, join(folder, file))) ?? [])
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    const documented = Object.entries(document.paths as Record<string, object>)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(declared);
  });

  it('serves the docs page at /api/docs with its script from the same origin', async () => {
    const answer = await fetch(`${server().url}/api/docs`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('spec-url="/api/openapi.json"');
    expect((await fetch(`${server().url}/api/docs/redoc.js`)).status).toBe(200);
  });
});
