import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_ID } from '#sdk/schemas/common';

type AnySchema = v.GenericSchema & {
  entries?: Record<string, AnySchema>;
  pipe?: AnySchema[];
  wrapped?: AnySchema;
  item?: AnySchema;
  options?: AnySchema[];
};

/** Every value (not type) the server imports from the sdk's schemas: the schemas input is checked with. */
function schemasTheServerValidatesWith(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const source = readFileSync(path, 'utf8');
        for (const [, names, module] of source.matchAll(/import \{([^}]*)\} from '#sdk\/schemas\/([a-z-]+)'/g))
          for (const name of names.split(',').map((n) => n.trim()))
            if (name && !name.startsWith('type ')) found.set(name, module);
      }
    }
  };
  walk('server');
  return found;
}

/** The fields named like ids (`id`, `…Id`, `…Ids`) anywhere inside a schema, with their own schemas. */
function idFields(schema: AnySchema, path = ''): [string, AnySchema][] {
  const inner = [schema.pipe?.[0], schema.wrapped, schema.item, ...(schema.options ?? [])].filter(
    (s): s is AnySchema => !!s && s !== schema,
  );
  const own = Object.entries(schema.entries ?? {}).flatMap(([key, field]) => [
    ...(/^id$|Ids?$/.test(key) ? ([[`${path}${key}`, field]] as [string, AnySchema][]) : []),
    ...idFields(field, `${path}${key}.`),
  ]);
  return [...own, ...inner.flatMap((s) => idFields(s, path))];
}

const schemas = schemasTheServerValidatesWith();
const modules = Object.fromEntries(
  await Promise.all(
    [...new Set(schemas.values())].map(async (m) => [m, (await import(`#sdk/schemas/${m}`)) as object] as const),
  ),
);
const checked = [...schemas]
  .map(([name, module]) => [name, (modules[module] as Record<string, unknown>)[name]] as const)
  .filter(([, value]) => value && typeof value === 'object' && (value as { kind?: string }).kind === 'schema')
  .flatMap(([name, schema]) => idFields(schema as AnySchema).map(([field, s]) => [`${name}.${field}`, s] as const))
  .filter(([name], i, all) => all.findIndex(([other]) => other === name) === i);

describe('every id field the server validates', () => {
  it('finds the id fields (the walk itself works)', () => {
    expect(checked.map(([name]) => name)).toEqual(
      expect.arrayContaining(['StudentApplicationCreate.universityId', 'IdParams.id', 'LeadPayload.universityId']),
    );
  });

  it.each(checked)('%s refuses ids beyond the database integer', (_, schema) => {
    const list = (value: unknown) => (((schema as AnySchema).pipe?.[0] ?? schema).type === 'array' ? [value] : value);
    for (const tooLarge of [MAX_ID + 1, 9007199254740994, 1e308, Number('1'.repeat(30)), String(MAX_ID + 1)])
      expect(v.safeParse(schema, list(tooLarge)).success).toBe(false);
    expect(v.safeParse(schema, list(MAX_ID)).success).toBe(true);
  });
});
