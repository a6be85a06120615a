import { join } from 'node:path';
import type { JsonSchema } from '@valibot/to-json-schema';
import ts from 'typescript';

/**
 * The answers' JSON Schemas, read with the TypeScript checker from the types the SDK's functions
 * declare they return (`Promise<{ student: Student }>`): the SDK's types are the contract its
 * callers compile against, so the document says what they do. Named types from sdk/schemas become
 * components; `Blob` and `Response` (downloads) have no JSON schema.
 */
export function answerSchemas(root: string) {
  const folder = join(root, 'sdk/resources');
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  const files = ts.sys.readDirectory(folder, ['.ts']).filter((file) => !file.endsWith('.test.ts'));
  const program = ts.createProgram(files, config?.options ?? {});
  const checker = program.getTypeChecker();
  const components: Record<string, JsonSchema> = {};
  const named = new Map<ts.Type, string>();

  /** A type declared under sdk/schemas by name (not generic), which becomes a component. */
  const componentName = (type: ts.Type): string | undefined => {
    const symbol = type.aliasSymbol && !type.aliasTypeArguments?.length ? type.aliasSymbol : type.getSymbol();
    const declaration = symbol?.declarations?.[0];
    if (!symbol || !declaration?.getSourceFile().fileName.includes('/sdk/schemas/')) return undefined;
    if (symbol.name.startsWith('__') || (type.aliasSymbol !== symbol && !(type.flags & ts.TypeFlags.Object)))
      return undefined;
    if ((type as ts.TypeReference).typeArguments?.length) return undefined;
    return symbol.name;
  };

  const literal = (type: ts.Type): string | number | boolean | undefined =>
    type.isStringLiteral() || type.isNumberLiteral()
      ? type.value
      : type.flags & ts.TypeFlags.BooleanLiteral
        ? checker.typeToString(type) === 'true'
        : undefined;

  const schemaOf = (type: ts.Type): JsonSchema => {
    const name = componentName(type);
    if (name) {
      let key = named.get(type);
      if (!key) {
        key = name;
        for (let n = 2; key in components; n++) key = `${name}${n}`;
        named.set(type, key);
        components[key] = {};
        components[key] = shapeOf(type);
      }
      return { $ref: `#/components/schemas/${key}` };
    }
    return shapeOf(type);
  };

  const shapeOf = (type: ts.Type): JsonSchema => {
    const { flags } = type;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (flags & ts.TypeFlags.Null) return { type: 'null' };
    if (flags & ts.TypeFlags.StringLike && !type.isStringLiteral()) return { type: 'string' };
    if (flags & ts.TypeFlags.NumberLike && !type.isNumberLiteral()) return { type: 'number' };
    if (flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
    const value = literal(type);
    if (value !== undefined) return { const: value };
    if (type.isUnion()) return unionOf(type.types.filter((member) => !(member.flags & ts.TypeFlags.Undefined)));
    if (type.isIntersection()) return { allOf: type.types.map(schemaOf) };
    if (checker.isArrayType(type))
      return { type: 'array', items: schemaOf(checker.getTypeArguments(type as ts.TypeReference)[0]) };
    if (checker.isTupleType(type)) {
      const items = checker.getTypeArguments(type as ts.TypeReference).map(schemaOf);
      return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
    }
    return objectOf(type);
  };

  const unionOf = (members: ts.Type[]): JsonSchema => {
    const values = members.map(literal);
    const nullable = members.some((member) => member.flags & ts.TypeFlags.Null);
    const rest = members.filter((member, i) => values[i] === undefined && !(member.flags & ts.TypeFlags.Null));
    const literals = values.filter((value) => value !== undefined);
    if (literals.length === 2 && literals.every((value) => typeof value === 'boolean') && !rest.length)
      return nullable ? { type: ['boolean', 'null'] } : { type: 'boolean' };
    if (!rest.length && literals.length) return { enum: nullable ? [...literals, null] : literals };
    const parts = [
      ...(literals.length ? [{ enum: literals }] : []),
      ...rest.map(schemaOf),
      ...(nullable ? [{ type: 'null' }] : []),
    ];
    const types = parts.map((part) =>
      Object.keys(part).length === 1 && typeof part.type === 'string' ? part.type : undefined,
    );
    if (parts.length > 1 && types.every(Boolean)) return { type: types as string[] };
    return parts.length === 1 ? parts[0] : { anyOf: parts };
  };

  const objectOf = (type: ts.Type): JsonSchema => {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const property of checker.getPropertiesOfType(type)) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const propertyType = declaration
        ? checker.getTypeOfSymbolAtLocation(property, declaration)
        : checker.getTypeOfSymbol(property);
      if (propertyType.getCallSignatures().length) continue;
      properties[property.name] = schemaOf(propertyType);
      if (!(property.flags & ts.SymbolFlags.Optional)) required.push(property.name);
    }
    const index = checker.getIndexInfosOfType(type)[0];
    return {
      type: 'object',
      ...(Object.keys(properties).length ? { properties } : {}),
      ...(required.length ? { required } : {}),
      ...(index ? { additionalProperties: schemaOf(index.type) } : {}),
    };
  };

  /** The schema of what `sdk/resources/<file>.ts`'s function `name` resolves to; undefined for downloads and void. */
  const answerOf = (file: string, name: string): JsonSchema | undefined => {
    const source = program.getSourceFile(join(folder, file));
    const declaration = source?.statements.find(
      (statement): statement is ts.FunctionDeclaration =>
        ts.isFunctionDeclaration(statement) && statement.name?.text === name,
    );
    const signature = declaration && checker.getSignatureFromDeclaration(declaration);
    if (!signature) return undefined;
    // A function that reads one of several answers and narrows it (the sign-in: a session, or a
    // second factor's challenge it throws as an error) names the whole union as `request<A | B>`.
    let wire: ts.Type | undefined;
    const findWire = (node: ts.Node) => {
      if (
        !wire &&
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'request' &&
        node.typeArguments?.length
      ) {
        const type = checker.getTypeFromTypeNode(node.typeArguments[0]);
        if (type.isUnion()) wire = type;
      }
      ts.forEachChild(node, findWire);
    };
    if (declaration.body) findWire(declaration.body);
    if (wire) return schemaOf(wire);
    const returned = checker.getAwaitedType(checker.getReturnTypeOfSignature(signature));
    if (!returned || returned.flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined)) return undefined;
    if (['Blob', 'Response'].includes(returned.getSymbol()?.name ?? '')) return undefined;
    return schemaOf(returned);
  };

  return { answerOf, components };
}
