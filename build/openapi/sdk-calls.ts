import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** One SDK function and the route it calls, read from sdk/resources. */
export interface SdkCall {
  /** e.g. `agency-students.create` */
  name: string;
  /** Where it is: sdk/resources/<file>, function <function>. */
  file: string;
  function: string;
  method: string;
  /** OpenAPI form with positional names: /api/students/{} */
  path: string;
  /** The type name of the parameter sent as the body or query, when it is a named type. */
  payloadType?: string;
  /** The answer's type as written, e.g. `{ student: Student }`. */
  answer?: string;
}

/** The paths a local helper such as `base(owner)` can give: the texts starting with "/" in its body. */
function helperPaths(name: string, source: ts.SourceFile): string[] | undefined {
  let paths: string[] | undefined;
  const visit = (node: ts.Node) => {
    if (paths) return;
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === name && node.initializer) {
      const found: string[] = [];
      const collect = (child: ts.Node) => {
        if (ts.isStringLiteral(child) || ts.isNoSubstitutionTemplateLiteral(child) || ts.isTemplateExpression(child)) {
          const text = pathsOf(child as ts.Expression, source);
          found.push(...text.filter((path) => path.startsWith('/')));
          return;
        }
        ts.forEachChild(child, collect);
      };
      collect(node.initializer);
      paths = found;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return paths?.length ? paths : undefined;
}

/** Every path an expression can be, with `{}` for each value: `/students/${id}` → /students/{} */
function pathsOf(node: ts.Expression, source: ts.SourceFile): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression))
    return helperPaths(node.expression.text, source) ?? ['{}'];
  if (ts.isTemplateExpression(node)) {
    let paths = [node.head.text];
    for (const span of node.templateSpans) {
      const values = ts.isCallExpression(span.expression) ? pathsOf(span.expression, source) : ['{}'];
      paths = paths.flatMap((start) => values.map((value) => `${start}${value}${span.literal.text}`));
    }
    return paths;
  }
  return ['{}'];
}

/** The route a function body calls through the client: request/fetchRaw(method, path) or an XHR to url(path). */
function callIn(
  body: ts.Node,
  source: ts.SourceFile,
): { method: string; paths: string[]; init?: ts.Expression } | undefined {
  let found: { method: string; paths: string[]; init?: ts.Expression } | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const member = node.expression.name.text;
      const [first, second, third] = node.arguments;
      if ((member === 'request' || member === 'fetchRaw') && first && ts.isStringLiteral(first) && second) {
        found = { method: first.text, paths: pathsOf(second, source), init: third };
        return;
      }
      if (member === 'open' && first && ts.isStringLiteral(first) && second && ts.isCallExpression(second)) {
        const [url] = second.arguments;
        if (url) found = { method: first.text, paths: pathsOf(url, source) };
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
  return found;
}

/** The named type of the parameter the call sends (`{ body: payload }` or `{ query }`). */
function payloadTypeOf(
  parameters: readonly ts.ParameterDeclaration[],
  init: ts.Expression | undefined,
  source: ts.SourceFile,
) {
  if (!init || !ts.isObjectLiteralExpression(init)) return undefined;
  for (const property of init.properties) {
    const name = property.name?.getText(source);
    if (name !== 'body' && name !== 'query') continue;
    const value = ts.isPropertyAssignment(property) ? property.initializer.getText(source) : name;
    const parameter = parameters.find((p) => p.name.getText(source) === value);
    const type = parameter?.type?.getText(source);
    if (type && /^[A-Z]\w*$/.test(type)) return type;
  }
  return undefined;
}

/** Every exported function of sdk/resources that calls a route, with the route and its types. */
export function describeSdkCalls(root: string): SdkCall[] {
  const folder = join(root, 'sdk/resources');
  const calls: SdkCall[] = [];
  for (const fileName of readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const noun = fileName.replace(/\.ts$/, '');
    const source = ts.createSourceFile(
      fileName,
      readFileSync(join(folder, fileName), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    for (const statement of source.statements) {
      if (!ts.isFunctionDeclaration(statement) || !statement.name || !statement.body) continue;
      if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      const call = callIn(statement.body, source);
      if (!call) continue;
      const returned = statement.type?.getText(source);
      for (const path of call.paths)
        calls.push({
          name: `${noun}.${statement.name.text}`,
          file: fileName,
          function: statement.name.text,
          method: call.method,
          path: `/api${path}`,
          payloadType: payloadTypeOf(statement.parameters, call.init, source),
          answer: returned?.replace(/^Promise<([\s\S]*)>$/, '$1').replace(/\s+/g, ' '),
        });
    }
  }
  return calls;
}

/** Routes and SDK calls are the same when method and path agree, parameter names aside. */
export const samePath = (routePath: string, sdkPath: string) => routePath.replace(/\{\w+\}/g, '{}') === sdkPath;
