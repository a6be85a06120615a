import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** A text the server or an sdk schema can send to a person, and where it is written. */
export interface Refusal {
  text: string;
  file: string;
}

const REFUSING = new Set(['fail', 'apiError', 'conflict', 'forbidden', 'invalid']);

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) yield path;
  }
}

/** A literal's text, with `1` for each value a template puts in (so "Must be at most ${max} characters" reads as a sample). */
function textOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `1${span.literal.text}`).join('');
  return undefined;
}

const isSentence = (text: string) => /^[A-Z][^\n]*\s/.test(text);

/**
 * The texts of refusals in server/ (the message of fail, conflict, forbidden, invalid, notFound, field errors'
 * `message`, constants named …_MESSAGE and what functions named …Message return) and of validation messages
 * in sdk/schemas.
 */
export function collectRefusals(root: string): Refusal[] {
  const found: Refusal[] = [];
  const read = (file: string, inSchemas: boolean) => {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const add = (node: ts.Node | undefined) => {
      const text = node && textOf(node);
      if (text && isSentence(text)) found.push({ text, file: relative(root, file) });
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = ts.isIdentifier(node.expression)
          ? node.expression.text
          : ts.isPropertyAccessExpression(node.expression)
            ? node.expression.name.text
            : '';
        if (inSchemas) node.arguments.forEach(add);
        else if (callee === 'notFound') {
          const what = node.arguments[0] ? textOf(node.arguments[0]) : 'Record';
          if (what) found.push({ text: `${what} not found`, file: relative(root, file) });
        } else if (REFUSING.has(callee)) {
          const index = callee === 'fail' || callee === 'apiError' ? 2 : callee === 'invalid' ? 1 : 0;
          add(node.arguments[index]);
        }
      }
      if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'message') add(node.initializer);
      if (
        !inSchemas &&
        (ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node)) &&
        node.name &&
        /message$/i.test(node.name.getText(source))
      ) {
        if (ts.isVariableDeclaration(node)) add(node.initializer);
        const collectReturns = (child: ts.Node) => {
          if (ts.isReturnStatement(child)) add(child.expression);
          else if (ts.isArrowFunction(child) && !ts.isBlock(child.body)) add(child.body);
          ts.forEachChild(child, collectReturns);
        };
        collectReturns(node);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  };
  for (const file of sourceFiles(join(root, 'server'))) if (!file.includes('/db/seed/')) read(file, false);
  for (const file of sourceFiles(join(root, 'sdk/schemas'))) read(file, true);
  const seen = new Set<string>();
  return found.filter(({ text }) => !seen.has(text) && seen.add(text));
}
