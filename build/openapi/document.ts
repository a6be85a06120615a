import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { type RouteDescription, type SchemaUse, describeRoutes } from './routes.ts';
import { type SdkCall, describeSdkCalls, samePath } from './sdk-calls.ts';
import { ERROR_CODES } from '#sdk/schemas/common';
import { REFUSAL_CODES, REFUSALS } from '#sdk/schemas/refusals';

type Schema = v.GenericSchema;

const ERROR_BODY: JsonSchema = {
  type: 'object',
  description:
    "Every failure has this shape: a status class (`code`), the English message for people, the refusal's stable code (`reason`) with the values its message names (`params`), and field errors. A client writes a refusal in its reader's language from `reason` and `params`.",
  required: ['statusCode', 'code', 'message', 'reason'],
  properties: {
    statusCode: { type: 'integer' },
    code: { type: 'string', enum: [...ERROR_CODES] },
    message: { type: 'string' },
    reason: {
      type: 'string',
      enum: REFUSAL_CODES,
      description: `The refusal, by its stable code, and its English message ({name} is a value in \`params\`):\n\n${REFUSAL_CODES.map((code) => `- \`${code}\`: ${REFUSALS[code]}`).join('\n')}`,
    },
    params: {
      type: 'object',
      description: "The values the refusal's message names, by name.",
      additionalProperties: { type: ['string', 'number'] },
    },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

/** The refusals every route may answer, named once. */
const ANSWERS = {
  BadInput: refusal('Bad input: `errors` names each field.'),
  SignedOut: refusal('Not signed in, or the session ended.'),
  NotAllowed: refusal('Signed in, but not allowed.'),
  NotFound: refusal("No such record, or it is someone else's."),
  Refused: refusal('Any other refusal (409 conflict, 413 too large, 429 too many requests, …).'),
};
const answer = (name: keyof typeof ANSWERS) => ({ $ref: `#/components/responses/${name}` });

/** Loads the schemas routes name from sdk/schemas, converted to JSON Schema (as requests are written). */
async function schemaLoader(root: string) {
  const modules = new Map<string, Record<string, unknown>>();
  return async (use: SchemaUse | undefined): Promise<JsonSchema | undefined> => {
    if (!use?.module) return undefined;
    if (!modules.has(use.module))
      modules.set(use.module, await import(pathToFileURL(join(root, 'sdk/schemas', `${use.module}.ts`)).href));
    const schema = modules.get(use.module)?.[use.name] as Schema | undefined;
    if (!schema) return undefined;
    const { $schema: _, ...json } = toJsonSchema(schema, {
      target: 'draft-2020-12',
      typeMode: 'input',
      errorMode: 'ignore',
    });
    return json;
  };
}

/** An object schema's properties as OpenAPI parameters. */
function parametersOf(schema: JsonSchema | undefined, where: 'path' | 'query') {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const pathParameters = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));

const who = (route: RouteDescription) =>
  route.roles === null
    ? route.guards.includes('optional sign-in')
      ? 'Public; a signed-in caller may get more.'
      : 'Public.'
    : route.roles.length
      ? `Signed in as ${route.roles.join(' or ')}.`
      : 'Any signed-in user.';

async function operation(
  route: RouteDescription,
  sdk: SdkCall | undefined,
  load: Awaited<ReturnType<typeof schemaLoader>>,
) {
  const params = await load(route.params);
  const query = await load(route.query);
  const body = await load(route.body);
  const signedIn = route.roles !== null;
  const responses: Record<string, unknown> = {
    [route.status]: {
      description: sdk?.answer ? `The answer: \`${sdk.answer}\` (SDK: \`${sdk.name}\`).` : 'The answer.',
      content: { 'application/json': {} },
    },
    400: answer('BadInput'),
  };
  if (signedIn) responses[401] = answer('SignedOut');
  if (route.roles?.length || route.guards.some((g) => g !== 'optional sign-in')) responses[403] = answer('NotAllowed');
  if (route.path.includes('{')) responses[404] = answer('NotFound');
  responses.default = answer('Refused');
  return {
    operationId: sdk?.name ?? `${route.method.toLowerCase()} ${route.path}`,
    summary: route.summary?.split('. ')[0],
    description: [route.summary, who(route), `Source: \`${route.file}\`.`].filter(Boolean).join('\n\n'),
    tags: [route.path.split('/')[2]],
    ...(signedIn ? { security: [{ bearer: [] }] } : {}),
    'x-roles': route.roles ?? 'public',
    ...(route.guards.length ? { 'x-guards': route.guards } : {}),
    ...(sdk ? { 'x-sdk': sdk.name } : {}),
    parameters: [
      ...(params ? parametersOf(params, 'path') : pathParameters(route.path)),
      ...parametersOf(query, 'query'),
    ],
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } }
      : route.multipart
        ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object' } } } } }
        : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every route under server/routes/api, from the route files and the sdk schemas. */
export async function buildDocument(root: string, version: string) {
  const routes = describeRoutes(root);
  const calls = describeSdkCalls(root);
  const load = await schemaLoader(root);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const sdk = calls.find((call) => call.method === route.method && samePath(route.path, call.path));
    paths[route.path] ??= {};
    paths[route.path][route.method.toLowerCase()] = await operation(route, sdk, load);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Study in Europe API',
      version,
      description:
        'The API behind the portal, the widgets and the SDK (`@study-europe/sdk`). Sign in with `POST /api/auth/login` and send the token as `Authorization: Bearer <token>`.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { ErrorBody: ERROR_BODY },
      responses: ANSWERS,
    },
    paths,
  };
}
