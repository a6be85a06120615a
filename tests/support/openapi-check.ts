import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * The API document checked against the server on every call the API tests make through the SDK
 * (`server().client()`): a `fetch` that, beside the real one, validates
 *  - the answer: its status is one the operation declares (any 5xx falls under `default`), its media
 *    type the declared one, and a JSON body matches the declared schema;
 *  - the request, when the server accepted it (2xx): path and query parameters, the JSON body and the
 *    multipart fields match what the document allows — a request the document forbids must be refused.
 * Disagreements are collected; `describeApi` fails the test that made them (tests/support/suite.ts).
 */

interface Operation {
  parameters?: ({ name: string; in: string; required?: boolean; schema: object } | { $ref: string })[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: object }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content?: Record<string, { schema?: object }> }> };
}

const disagreements: string[] = [];

/** What the checked calls found since the last look, emptied by the look. */
export function takeDisagreements(): string[] {
  return disagreements.splice(0);
}

type Checker = ReturnType<typeof load>;
let built: Checker | undefined;

/** The document `npm run build:openapi` wrote (what the server serves). */
const builtDocument = () =>
  readFileSync(join(import.meta.dirname, '../..', process.env.DIST_DIR || 'dist', 'api/openapi.json'), 'utf8');

function load(source: string) {
  // Refs point into the document: give it an id so operation schemas compiled on their own resolve them.
  const document = JSON.parse(source.replaceAll('"#/components/', '"openapi.json#/components/')) as Document;
  const strictTypes = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  // Parameters and multipart fields travel as text: "3" is the integer 3 there.
  const fromText = new Ajv2020({ strict: false, coerceTypes: 'array', validateFormats: true });
  for (const ajv of [strictTypes, fromText]) {
    addFormats.default(ajv);
    ajv.addSchema({ $id: 'openapi.json', components: document.components }, 'openapi.json');
  }
  const templates = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`),
    // A literal segment beats a parameter: /students/import before /students/{id}.
    weight: template.split('/').filter((segment) => segment.startsWith('{')).length,
  }));
  templates.sort((a, b) => a.weight - b.weight);
  const compiled = new Map<object, ValidateFunction>();
  const compile = (ajv: Ajv2020, schema: object) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
  return { document, templates, strictTypes, fromText, compile };
}

const errorsText = (validate: ValidateFunction) =>
  (validate.errors ?? [])
    .slice(0, 3)
    .map((error) => `${error.instancePath || '/'} ${error.message}`)
    .join('; ');

/** Checks one call; answers what disagrees with the document (nothing: it agrees). */
async function check(
  checker: Checker,
  method: string,
  url: URL,
  init: RequestInit | undefined,
  response: Response,
): Promise<string[]> {
  const { document, templates, strictTypes, fromText, compile } = checker;
  const found = templates
    .map(({ template, pattern }) => ({ template, match: pattern.exec(url.pathname) }))
    .find(({ template, match }) => match && document.paths[template][method.toLowerCase()]);
  if (!found?.match) return [`${method} ${url.pathname}: no operation in the document`];
  const operation = document.paths[found.template][method.toLowerCase()];
  const name = `${method} ${found.template}`;
  const problems: string[] = [];

  // The answer: a declared status, its media type, its schema.
  const status = String(response.status);
  let declared = operation.responses[status];
  if (!declared && response.status >= 500) declared = operation.responses.default;
  if (!declared) problems.push(`${name} answered ${status}, which the document does not declare`);
  else {
    const answer = declared.$ref ? document.components.responses[declared.$ref.split('/').at(-1) as string] : declared;
    const type = response.headers.get('content-type')?.split(';')[0].trim() ?? '';
    const media = answer.content
      ? Object.keys(answer.content).find((declaredType) =>
          declaredType.endsWith('/*') ? type.startsWith(declaredType.slice(0, -1)) : declaredType === type,
        )
      : undefined;
    if (answer.content && response.status !== 204 && !media)
      problems.push(
        `${name} ${status} sent ${type || 'no content type'}; the document declares ${Object.keys(answer.content).join(', ')}`,
      );
    if (!answer.content && response.body && (await response.clone().arrayBuffer()).byteLength)
      problems.push(`${name} ${status} sent a body the document does not declare`);
    const schema = media && answer.content?.[media].schema;
    if (schema && media === 'application/json') {
      const body = await response
        .clone()
        .json()
        .catch(() => Symbol('not JSON'));
      const validate = compile(strictTypes, schema);
      if (typeof body === 'symbol') problems.push(`${name} ${status} is not JSON`);
      else if (!validate(body)) problems.push(`${name} ${status} answer: ${errorsText(validate)}`);
    }
  }

  // The request, if the server took it: what it accepted, the document must allow.
  if (response.ok) {
    const groups = found.match.groups ?? {};
    const query = Object.fromEntries(url.searchParams);
    for (const parameter of operation.parameters ?? []) {
      if ('$ref' in parameter) continue;
      const where = parameter.in === 'path' ? groups : parameter.in === 'query' ? query : undefined;
      if (!where) continue;
      // Path segments arrive encoded; URLSearchParams has decoded the query already.
      const raw = where[parameter.name];
      const value = raw === undefined || parameter.in !== 'path' ? raw : decodeURIComponent(raw);
      if (value === undefined) {
        if (parameter.required) problems.push(`${name} accepted a call without ${parameter.in} ${parameter.name}`);
        continue;
      }
      const validate = compile(fromText, parameter.schema);
      if (!validate(value))
        problems.push(`${name} accepted ${parameter.in} ${parameter.name}=${value}: ${errorsText(validate)}`);
    }
    const known = new Set(operation.parameters?.map((p) => ('name' in p ? p.name : '')));
    for (const key of Object.keys(query))
      if (!known.has(key)) problems.push(`${name} accepted query ${key}, which the document does not name`);
    const content = operation.requestBody?.content;
    if (typeof init?.body === 'string') {
      const schema = content?.['application/json']?.schema;
      if (!schema) problems.push(`${name} accepted a JSON body the document does not declare`);
      else {
        const validate = compile(strictTypes, schema);
        if (!validate(JSON.parse(init.body))) problems.push(`${name} accepted the body: ${errorsText(validate)}`);
      }
    } else if (init?.body instanceof FormData) {
      const schema = content?.['multipart/form-data']?.schema;
      if (!schema) problems.push(`${name} accepted a multipart body the document does not declare`);
      else {
        const fields: Record<string, unknown> = {};
        for (const [key, value] of init.body.entries()) {
          // A file part is its bytes (the document: a binary string); repeated fields are an array.
          const part = typeof value === 'string' ? value : `file:${value.name}`;
          fields[key] = key in fields ? [fields[key], part].flat() : part;
        }
        const validate = compile(fromText, schema);
        if (!validate(fields)) problems.push(`${name} accepted the multipart body: ${errorsText(validate)}`);
      }
    } else if (operation.requestBody && init?.body === undefined && method !== 'GET')
      problems.push(`${name} accepted a call without the body the document requires`);
  }
  return problems;
}

/** A fetch for SDK clients that checks each call against the API document (see above); a test of the check gives its own. */
export function checkedFetch(
  own: { document?: object; fetch?: typeof globalThis.fetch } = {},
): typeof globalThis.fetch {
  const checker = () => {
    if (own.document) return load(JSON.stringify(own.document));
    built ??= load(builtDocument());
    return built;
  };
  let mine: Checker | undefined;
  return async (input, init) => {
    const response = await (own.fetch ?? fetch)(input, init);
    mine ??= checker();
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    try {
      disagreements.push(...(await check(mine, method, url, init, response)));
    } catch (error) {
      disagreements.push(`${method} ${url.pathname}: the check failed: ${(error as Error).message}`);
    }
    return response;
  };
}
