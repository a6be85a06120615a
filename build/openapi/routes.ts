import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** A schema a route validates with: its exported name and the module under sdk/schemas it comes from. */
export interface SchemaUse {
  name: string;
  module?: string;
}

/** What a route file says about its contract, read from its source. */
export interface RouteDescription {
  file: string;
  method: string;
  /** OpenAPI form: /api/students/{id} */
  path: string;
  /** null: public; []: any signed-in user; else the user types allowed. */
  roles: string[] | null;
  /** Other guards the route calls (e.g. a verified university), by name. */
  guards: string[];
  params?: SchemaUse;
  query?: SchemaUse;
  body?: SchemaUse;
  multipart: boolean;
  /** The `send…` helper the route answers with (a file), if any. */
  sends?: string;
  /** The status of a successful answer (201 when the route sets it). */
  status: number;
  /** Another success status the route may choose (`created ? 201 : 200`). */
  otherStatus?: number;
  /** The first line of the comment above the handler, if any. */
  summary?: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function* routeFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* routeFiles(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield path;
  }
}

/**
 * `(admin)/admin/users/[id]/activate.post.ts` → POST /api/admin/users/{id}/activate (Nitro's file
 * routing: a route group's folder, `(admin)`, is no part of the URL).
 */
export function routeOf(file: string): { method: string; path: string } | undefined {
  const match = /^(.*?)(?:\.(get|post|put|patch|delete))?\.ts$/.exec(file);
  if (!match?.[2] || !METHODS.includes(match[2])) return undefined;
  const segments = match[1].split('/').filter((s) => s !== 'index' && !/^\(.+\)$/.test(s));
  if (segments.some((s) => s.startsWith('[...'))) return undefined;
  const path = `/api/${segments.map((s) => s.replace(/^\[(\w+)\]$/, '{$1}')).join('/')}`.replace(/\/$/, '');
  return { method: match[2].toUpperCase(), path };
}

const stringArguments = (call: ts.CallExpression) =>
  call.arguments.filter(ts.isStringLiteral).map((argument) => argument.text);

/** Reads one route file: who may call it and which sdk schemas check its params, query and body. */
export function describeRoute(root: string, file: string): RouteDescription | undefined {
  const route = routeOf(relative(join(root, 'server/routes/api'), file));
  if (!route) return undefined;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const imports = new Map<string, string>();
  const description: RouteDescription = {
    file: relative(root, file),
    ...route,
    roles: null,
    guards: [],
    multipart: false,
    status: 200,
  };
  const schemaOf = (call: ts.CallExpression): SchemaUse | undefined => {
    const schema = call.arguments[1];
    if (!schema) return undefined;
    const name = schema.getText(source);
    return { name, module: imports.get(name) };
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text;
      const names = node.importClause?.namedBindings;
      if (from.startsWith('#sdk/schemas/') && names && ts.isNamedImports(names))
        for (const element of names.elements) imports.set(element.name.text, from.slice('#sdk/schemas/'.length));
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const callee = node.expression.text;
      if (callee === 'requireUser' || callee === 'requireUserWhileEnrolling') description.roles = stringArguments(node);
      else if (callee === 'currentUser' && description.roles === null) description.guards.push('optional sign-in');
      else if (callee === 'validParams') description.params = schemaOf(node);
      else if (callee === 'validQuery') description.query = schemaOf(node);
      else if (callee === 'validBody') description.body = schemaOf(node);
      else if (callee === 'setResponseStatus' && node.arguments[1] && ts.isNumericLiteral(node.arguments[1]))
        description.status = Number(node.arguments[1].text);
      else if (
        callee === 'setResponseStatus' &&
        node.arguments[1] &&
        ts.isConditionalExpression(node.arguments[1]) &&
        ts.isNumericLiteral(node.arguments[1].whenTrue) &&
        ts.isNumericLiteral(node.arguments[1].whenFalse)
      ) {
        description.status = Number(node.arguments[1].whenTrue.text);
        description.otherStatus = Number(node.arguments[1].whenFalse.text);
      }
      // The services that read a multipart body: uploads and the CSV imports.
      else if (/upload|multipart|^import[A-Z]/i.test(callee)) description.multipart = true;
      else if (/^send[A-Z]/.test(callee)) description.sends = callee;
      else if (/^require[A-Z]/.test(callee)) description.guards.push(callee);
    }
    if (ts.isExportAssignment(node) && !description.summary) {
      const comment = ts.getLeadingCommentRanges(source.text, node.getFullStart())?.at(-1);
      if (comment) {
        const text = source.text.slice(comment.pos, comment.end);
        description.summary = text
          .replace(/^\/\*\*?|\*\/$/g, '')
          .split('\n')
          .map((line) => line.replace(/^\s*\*\s?|^\s*\/\/\s?/, '').trim())
          .filter(Boolean)
          .join(' ');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return description;
}

/** Every route under server/routes/api with a method in its file name, sorted by path then method. */
export function describeRoutes(root: string): RouteDescription[] {
  return [...routeFiles(join(root, 'server/routes/api'))]
    .map((file) => describeRoute(root, file))
    .filter((route): route is RouteDescription => route !== undefined)
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
