import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** A field's message the server or an sdk schema can send to a person, and where it is written. */
export interface FieldMessage {
  text: string;
  file: string;
}

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
 * The messages of field errors: in server/, field errors' `message`, constants named …_MESSAGE and what
 * functions named …Message return; in sdk/schemas, the validation messages. (A refusal itself is sent by its
 * code, sdk/schemas/refusals.ts, and needs no collecting.)
 */
export function collectFieldMessages(root: string): FieldMessage[] {
  const found: FieldMessage[] = [];
  const read = (file: string, inSchemas: boolean) => {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const add = (node: ts.Node | undefined) => {
      const text = node && textOf(node);
      if (text && isSentence(text)) found.push({ text, file: relative(root, file) });
    };
    const visit = (node: ts.Node) => {
      if (inSchemas && ts.isCallExpression(node)) node.arguments.forEach(add);
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
  for (const file of sourceFiles(join(root, 'sdk/schemas'))) if (!file.endsWith('/refusals.ts')) read(file, true);
  const seen = new Set<string>();
  return found.filter(({ text }) => !seen.has(text) && seen.add(text));
}
