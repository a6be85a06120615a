import { describe, expect, it } from 'vitest';
import { createClient } from '#sdk/client';
import { checkedFetch, takeDisagreements } from './openapi-check.ts';

/** A small document in the generated one's shape: one list with a query, one create with a body, one upload. */
const DOCUMENT = {
  openapi: '3.1.0',
  components: {
    schemas: {
      Lead: {
        type: 'object',
        properties: { id: { type: 'number' }, name: { type: 'string' } },
        required: ['id', 'name'],
      },
    },
    responses: { BadInput: { content: { 'application/json': { schema: { type: 'object' } } } } },
  },
  paths: {
    '/api/leads': {
      get: {
        parameters: [
          {
            name: 'limit',
            in: 'query',
            schema: { anyOf: [{ type: 'number' }, { type: 'string', pattern: '^\\d{1,9}$' }] },
          },
        ],
        responses: {
          200: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { leads: { type: 'array', items: { $ref: '#/components/schemas/Lead' } } },
                },
              },
            },
          },
        },
      },
      post: {
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { name: { type: 'string', minLength: 1 } }, required: ['name'] },
            },
          },
        },
        responses: {
          201: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Lead' } } } },
          400: { $ref: '#/components/responses/BadInput' },
        },
      },
    },
    '/api/leads/{id}/files': {
      post: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: { file: { type: 'string' }, mode: { enum: ['dryRun', 'apply'] } },
                required: ['file'],
              },
            },
          },
        },
        responses: { 204: { description: 'Done' } },
      },
    },
  },
};

/** A client whose "server" answers `status` and `body` to anything. */
const clientAnswering = (status: number, body?: unknown) =>
  createClient({
    baseUrl: 'http://server.test',
    retry: false,
    fetch: checkedFetch({
      document: DOCUMENT,
      fetch: async () =>
        new Response(body === undefined ? null : JSON.stringify(body), {
          status,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
        }),
    }),
  });

describe('the API tests’ check of calls against the OpenAPI document', () => {
  it('lets a call through that agrees with the document', async () => {
    await clientAnswering(200, { leads: [{ id: 1, name: 'Lina' }] }).request('GET', '/leads', { query: { limit: 5 } });
    await clientAnswering(201, { id: 2, name: 'Omar' }).request('POST', '/leads', { body: { name: 'Omar' } });
    const form = new FormData();
    form.append('file', new Blob(['a']), 'a.csv');
    form.append('mode', 'apply');
    await clientAnswering(204).request('POST', '/leads/3/files', { form });
    expect(takeDisagreements()).toEqual([]);
  });

  it('names an answer that does not match its schema, or a status the document does not declare', async () => {
    await clientAnswering(200, { leads: [{ id: '1', name: 'Lina' }] }).request('GET', '/leads');
    await clientAnswering(200, { id: 2, name: 'Omar' }).request('POST', '/leads', { body: { name: 'Omar' } });
    expect(takeDisagreements()).toEqual([
      'GET /api/leads 200 answer: /leads/0/id must be number',
      'POST /api/leads answered 200, which the document does not declare',
    ]);
  });

  it('names a request the server accepted that the document forbids', async () => {
    await clientAnswering(200, { leads: [] }).request('GET', '/leads', { query: { limit: 'ten', sort: 'name' } });
    await clientAnswering(201, { id: 2, name: 'Omar' }).request('POST', '/leads', { body: { name: '' } });
    const form = new FormData();
    form.append('mode', 'everything');
    await clientAnswering(204).request('POST', '/leads/0/files', { form });
    expect(takeDisagreements()).toEqual([
      expect.stringMatching(/^GET \/api\/leads accepted query limit=ten: /),
      'GET /api/leads accepted query sort, which the document does not name',
      'POST /api/leads accepted the body: /name must NOT have fewer than 1 characters',
      expect.stringMatching(/^POST \/api\/leads\/\{id\}\/files accepted path id=0: \/ must be >= 1/),
      expect.stringMatching(/^POST \/api\/leads\/\{id\}\/files accepted the multipart body: /),
    ]);
  });

  it('lets a refused request be: refusing what the document forbids is right', async () => {
    await expect(clientAnswering(400, {}).request('POST', '/leads', { body: { name: '' } })).rejects.toThrow();
    expect(takeDisagreements()).toEqual([]);
  });
});
