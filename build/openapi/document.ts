import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { DOCUMENT_CONTENTS } from '#server/services/files/content-kinds.ts';
import { keyAccess } from '#server/services/api-keys/api-key-access.ts';
import { answerSchemas } from './answers.ts';
import { MULTIPART_BODIES, multipartSchema } from './multipart.ts';
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

/** The refusals routes answer, by status, named once. */
const ANSWERS = {
  BadInput: refusal('Bad input (`VALIDATION_FAILED`, `BODY_NOT_JSON`, …): `errors` names each field.'),
  SignedOut: refusal(
    'Not signed in, the session ended or the API key is revoked (`SIGN_IN_REQUIRED`, `SESSION_ENDED`).',
  ),
  NotAllowed: refusal(
    'Signed in, but not allowed (`NO_ACCESS`; with an API key `API_KEY_NOT_ALLOWED` or `API_KEY_SCOPE_MISSING`).',
  ),
  NotFound: refusal(
    "No such record — in the path, named in the body (a university, an agency's slug), or the caller's own — or it is someone else's (`…_NOT_FOUND`).",
  ),
  Conflict: refusal(
    'The record changed or exists (`RECORD_EXISTS`, …), a file is not there yet (a decision letter before the decision), or the `Idempotency-Key` was used with another body (`IDEMPOTENCY_KEY_REUSED`) or its first request is still running (`IDEMPOTENCY_KEY_IN_USE`).',
  ),
  TooLarge: refusal('The body is too large (`BODY_TOO_LARGE`, an upload over its limit).'),
  WrongMediaType: refusal('An uploaded file is not of an accepted type.'),
  TooMany: refusal(
    'Too many requests (`TOO_MANY_REQUESTS`, `TOO_MANY_SIGN_IN_ATTEMPTS`, `TOO_MANY_API_KEY_CALLS`); `Retry-After` says when to try again.',
  ),
  Refused: refusal('Any other failure (500 `SERVER_ERROR`, 503 while starting).'),
};
const answer = (name: keyof typeof ANSWERS) => ({ $ref: `#/components/responses/${name}` });

/** Downloads by what the route sends: its path's extension, else the `send…` helper it answers with. */
function downloadTypes(route: RouteDescription): string[] | undefined {
  if (route.path.endsWith('.csv')) return ['text/csv'];
  if (route.path.endsWith('.pdf') || /Pdf|DecisionLetter/.test(route.sends ?? '')) return ['application/pdf'];
  if (/Image|Logo/.test(route.sends ?? '')) return ['image/*'];
  if (/DataExport/.test(route.sends ?? '')) return ['application/zip'];
  // A stored document or attachment is sent as the type its content was recognised as on upload.
  if (/Document|Attachment/.test(route.sends ?? ''))
    return [...new Set(Object.values(DOCUMENT_CONTENTS).map((c) => c.mime))];
  return undefined;
}

/** An operation id from the method and path, for routes no SDK function names: getApiUniversitiesIdImage. */
const pathOperationId = (route: RouteDescription) =>
  route.method.toLowerCase() +
  route.path
    .split(/[/{}.-]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');

/** Public reads with a limit per address of their own (the type-ahead: server/services/universities/search-suggest.service.ts). */
const RATE_LIMITED_READS = new Set(['/api/search/suggest']);

/** A pattern that also matches the text in capitals: each letter outside a class as [xX], a-z in a class with A-Z. */
function caseless(pattern: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') {
      out += c + (pattern[++i] ?? '');
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    if (inClass && pattern.startsWith('a-z', i)) {
      out += 'a-zA-Z';
      i += 2;
    } else out += !inClass && /[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : c;
  }
  return out;
}

/** Loads the schemas routes name from sdk/schemas, converted to JSON Schema (as requests are written). */
async function schemaLoader(root: string) {
  const modules = new Map<string, Record<string, unknown>>();
  return async (use: SchemaUse | undefined): Promise<JsonSchema | undefined> => {
    if (!use?.module) return undefined;
    if (!modules.has(use.module))
      modules.set(use.module, await import(pathToFileURL(join(root, 'sdk/schemas', `${use.module}.ts`)).href));
    const schema = modules.get(use.module)?.[use.name] as Schema | undefined;
    if (!schema) return undefined;
    // A pattern after `v.trim()` is matched by the trimmed text: the document lets the spaces around it be;
    // after `v.toLowerCase()`, by the lowered text (or with the `i` flag): the document lets capitals be.
    let trimmed = false;
    let lowered = false;
    const { $schema: _, ...json } = toJsonSchema(schema, {
      target: 'draft-2020-12',
      typeMode: 'input',
      errorMode: 'ignore',
      overrideAction: ({ valibotAction, jsonSchema }) => {
        if (valibotAction.type === 'trim') trimmed = true;
        if (valibotAction.type === 'to_lower_case') lowered = true;
        if (valibotAction.type !== 'regex' || typeof jsonSchema.pattern !== 'string') return undefined;
        // A pattern's flags are lost in JSON Schema: an `i` one is written into the pattern.
        const insensitive = (valibotAction as { requirement?: RegExp }).requirement?.flags.includes('i');
        if (!trimmed && !lowered && !insensitive) return undefined;
        const pattern = lowered || insensitive ? caseless(jsonSchema.pattern) : jsonSchema.pattern;
        if (!trimmed) return { ...jsonSchema, pattern };
        const [start, end] = [pattern.startsWith('^'), /[^\\]\$$/.test(pattern)];
        const inner = pattern.slice(start ? 1 : 0, end ? -1 : undefined);
        return { ...jsonSchema, pattern: `${start ? '^\\s*' : ''}(?:${inner})${end ? '\\s*$' : ''}` };
      },
      overrideSchema: () => {
        trimmed = false;
        lowered = false;
        return undefined;
      },
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

type Answers = ReturnType<typeof answerSchemas>;

/** The success answer: the SDK function's declared type, a download's media type, or nothing (204). */
function success(route: RouteDescription, sdk: SdkCall | undefined, answers: Answers) {
  const download = downloadTypes(route);
  if (download)
    return {
      description: 'The file.',
      content: Object.fromEntries(
        download.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
      ),
    };
  const schema = sdk && answers.answerOf(sdk.file, sdk.function);
  if (route.status === 204 || !schema) return { description: 'Done; no body.' };
  return { description: `The answer (SDK: \`${sdk.name}\`).`, content: { 'application/json': { schema } } };
}

async function operation(
  route: RouteDescription,
  sdk: SdkCall | undefined,
  load: Awaited<ReturnType<typeof schemaLoader>>,
  answers: Answers,
) {
  const params = await load(route.params);
  const query = await load(route.query);
  const body = await load(route.body);
  const multipart = route.multipart ? MULTIPART_BODIES[`${route.method} ${route.path}`] : undefined;
  if (route.multipart && !multipart)
    throw new Error(`${route.file}: a multipart route without its entry in MULTIPART_BODIES`);
  const signedIn = route.roles !== null;
  const keyed = signedIn ? keyAccess(route.method, route.path) : 'closed';
  const responses: Record<string, unknown> = { [route.status]: success(route, sdk, answers), 400: answer('BadInput') };
  if (route.otherStatus) responses[route.otherStatus] = success(route, sdk, answers);
  // The sign-in routes refuse a wrong password, code or token with 401 too, a deactivated account with 403.
  const auth = route.path.startsWith('/api/auth/');
  if (signedIn || auth) responses[401] = answer('SignedOut');
  // Any write can meet an account that may not act now (an agency deactivated: its widgets' leads).
  if (signedIn || auth || route.guards.some((g) => g !== 'optional sign-in') || route.method !== 'GET')
    responses[403] = answer('NotAllowed');
  // A record named in the path, the body or the query (an agency's student compared), or the caller's own (a
  // profile not made yet).
  const namedInQuery = Object.keys((query?.properties as object | undefined) ?? {}).some((name) => /Id$/.test(name));
  if (route.path.includes('{') || signedIn || route.method !== 'GET' || namedInQuery)
    responses[404] = answer('NotFound');
  // A download of what does not exist yet (a decision letter before the decision, an invoice before it is raised) too.
  if (route.method !== 'GET' || downloadTypes(route)) responses[409] = answer('Conflict');
  if (route.method !== 'GET' && route.method !== 'DELETE') responses[413] = answer('TooLarge');
  if (route.multipart) responses[415] = answer('WrongMediaType');
  if (signedIn || route.method !== 'GET' || RATE_LIMITED_READS.has(route.path)) responses[429] = answer('TooMany');
  responses.default = answer('Refused');
  const summary = route.summary?.split(/\.(\s|$)/)[0] ?? `${route.method} ${route.path.replace(/^\/api/, '')}`;
  return {
    operationId: sdk?.name ?? pathOperationId(route),
    summary,
    description: [route.summary, who(route), `Source: \`${route.file}\`.`].filter(Boolean).join('\n\n'),
    tags: [route.path.split('/')[2]],
    ...(signedIn
      ? { security: keyed === 'closed' ? [{ session: [] }] : [{ session: [] }, { apiKey: [] }] }
      : { security: [] }),
    'x-roles': route.roles ?? 'public',
    ...(keyed !== 'closed' ? { 'x-api-key-scope': keyed === 'open' ? 'any' : keyed.scope } : {}),
    ...(route.guards.length ? { 'x-guards': route.guards } : {}),
    ...(sdk ? { 'x-sdk': sdk.name } : {}),
    parameters: [
      ...(params ? parametersOf(params, 'path') : pathParameters(route.path)),
      ...parametersOf(query, 'query'),
      ...(route.method === 'POST' ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
    ],
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } }
      : multipart
        ? {
            requestBody: {
              required: true,
              content: { 'multipart/form-data': { schema: multipartSchema(multipart, await load(multipart.fields)) } },
            },
          }
        : {}),
    responses,
  };
}

/** Operation ids are unique: two routes one SDK function calls (a helper's two paths) get their role after the name. */
function uniqueIds(operations: { operationId: string; 'x-roles': unknown }[]) {
  const counts = new Map<string, number>();
  for (const { operationId } of operations) counts.set(operationId, (counts.get(operationId) ?? 0) + 1);
  for (const operation of operations)
    if ((counts.get(operation.operationId) ?? 0) > 1 && Array.isArray(operation['x-roles']))
      operation.operationId = `${operation.operationId}.${String(operation['x-roles'][0]).toLowerCase()}`;
}

/** The OpenAPI 3.1 document of every route under server/routes/api, from the route files and the sdk schemas and types. */
export async function buildDocument(root: string, version: string) {
  const routes = describeRoutes(root);
  const calls = describeSdkCalls(root);
  const load = await schemaLoader(root);
  const answers = answerSchemas(root);
  const paths: Record<string, Record<string, Awaited<ReturnType<typeof operation>>>> = {};
  for (const route of routes) {
    const sdk = calls.find((call) => call.method === route.method && samePath(route.path, call.path));
    paths[route.path] ??= {};
    paths[route.path][route.method.toLowerCase()] = await operation(route, sdk, load, answers);
  }
  uniqueIds(Object.values(paths).flatMap((operations) => Object.values(operations)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Study in Europe API',
      version,
      description:
        'The API behind the portal, the widgets and the SDK (`@study-europe/sdk`). Sign in with `POST /api/auth/login` and send the token as `Authorization: Bearer <token>`, or send an API key (`sek_…`, Settings, API keys) the same way.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        session: { type: 'http', scheme: 'bearer', description: 'The token from `POST /api/auth/login`.' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'sek_…',
          description: 'An API key of an agency or university, with the scope the operation names (`x-api-key-scope`).',
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Any unique text (1–255 characters) you choose per create. The same key with the same body answers the first answer again for 24 hours; with another body 409 `IDEMPOTENCY_KEY_REUSED`.',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
        },
      },
      schemas: { ErrorBody: ERROR_BODY, ...answers.components },
      responses: ANSWERS,
    },
    paths,
  };
}
