import { type H3Event, getQuery, getRouterParams } from 'h3';
import * as v from 'valibot';
import type { FieldError } from '#sdk/schemas/common';
import { invalid, type RefusalOf } from './errors.ts';
import { readJsonBody } from './json-body.ts';

type Schema = v.GenericSchema;

/** The entries of an object schema, also when it is the first item of a pipe. */
function entriesOf(schema: Schema): Record<string, unknown> | undefined {
  const { entries, pipe } = schema as { entries?: Record<string, unknown>; pipe?: Schema[] };
  return entries ?? (pipe?.[0] ? entriesOf(pipe[0]) : undefined);
}

/**
 * Valibot reports a missing key with a generic text; naming each key (as undefined) lets the
 * field's own message speak, e.g. "Please select an account type" (spec part 1, 5).
 */
function withEveryKey(schema: Schema, input: unknown): unknown {
  const entries = entriesOf(schema);
  if (!entries || !input || typeof input !== 'object' || Array.isArray(input)) return input;
  return { ...Object.fromEntries(Object.keys(entries).map((key) => [key, undefined])), ...input };
}

/**
 * The path of the first text holding U+0000. PostgreSQL cannot store or even compare such text,
 * so it is refused here as bad input rather than failing in the database (ARCHITECTURE.md, Decisions: no input causes a 500).
 */
function nullCharacterField(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\0')) return path || 'body';
    } else if (
      Array.isArray(item) ||
      (item && typeof item === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(item)))
    ) {
      for (const [key, child] of Object.entries(item)) pending.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return undefined;
}

/**
 * `input` checked by the sdk schema, as a result rather than a refusal: the output, or the field
 * list a refusal would carry (text with U+0000 anywhere is refused). For checks that report
 * many inputs at once, such as every row of a CSV import.
 */
export function checkInput<S extends Schema>(
  schema: S,
  input: unknown,
): { output: v.InferOutput<S>; errors?: undefined } | { output?: undefined; errors: FieldError[] } {
  const result = v.safeParse(schema, withEveryKey(schema, input), { abortPipeEarly: true });
  if (result.success) {
    const field = nullCharacterField(result.output);
    if (field) return { errors: [{ field, message: 'Contains a character that is not allowed' }] };
    return { output: result.output };
  }
  return {
    errors: result.issues.map((issue) => ({
      field: v.getDotPath(issue) ?? (issue.path?.map((p) => String(p.key)).join('.') || 'body'),
      message: wrongTypeMessage(issue) ?? issue.message,
    })),
  };
}

/** What a value of the wrong type is told, by the type the field takes. */
const WRONG_TYPE: Record<string, string> = {
  string: 'Must be text',
  number: 'Must be a number',
  boolean: 'Must be true or false',
  array: 'Must be a list',
  object: 'Must be an object',
};

/**
 * A field's own message speaks of a missing value ("Email is required"); a value that is there
 * but of another type (`email: 12`) is told so instead.
 */
function wrongTypeMessage(issue: v.BaseIssue<unknown>): string | undefined {
  if (issue.kind !== 'schema' || issue.input === undefined || issue.input === null) return undefined;
  return WRONG_TYPE[issue.type];
}

/**
 * `input` checked by the sdk schema (400 with the field list otherwise; `refusal` heads the
 * list), refusing text with U+0000 anywhere. For input that is not a JSON body, query or path:
 * the text fields of a multipart upload, a value read ahead of the body's validation.
 */
export function validInput<S extends Schema>(schema: S, input: unknown, refusal?: RefusalOf): v.InferOutput<S> {
  const checked = checkInput(schema, input);
  if (checked.errors) invalid(checked.errors, refusal);
  return checked.output;
}

/** The JSON body, validated by the sdk schema (400 with the field list otherwise; 413 above the body limit). */
export async function validBody<S extends Schema>(event: H3Event, schema: S): Promise<v.InferOutput<S>> {
  return validInput(schema, (await readJsonBody(event)) ?? {});
}

/**
 * The query string, validated by the sdk schema. A parameter the schema does not name is
 * refused by its name ("Unknown parameter"), on every route: a misspelt or unsupported filter
 * (`level=`, `tuitionMax=` on a list that has none) is never silently ignored.
 */
export function validQuery<S extends Schema>(event: H3Event, schema: S): v.InferOutput<S> {
  const query = getQuery(event);
  const known = entriesOf(schema);
  const unknown = known ? Object.keys(query).filter((key) => !Object.hasOwn(known, key)) : [];
  if (unknown.length) invalid(unknown.map((field) => ({ field, message: 'Unknown parameter' })));
  return validInput(schema, query);
}

export const validParams = <S extends Schema>(event: H3Event, schema: S): v.InferOutput<S> =>
  validInput(schema, getRouterParams(event, { decode: true }));
