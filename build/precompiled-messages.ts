import type { NodePath, PluginObj, types as BabelTypes } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/** Whether an object literal or a JSX element also names its message's `id` (what lingui's macros write). */
const namesId = (names: string[]) => names.includes('id');

/**
 * The English text each lingui macro leaves in the portal's code (`message`, kept beside its id
 * so that lazy screens bring their own strings), compiled at build as lingui compiles the
 * catalogs, when it holds placeholders, plurals or quotes: the browser then never parses ICU
 * messages, and the portal ships no message compiler (portal/lib/i18n.ts). A plain text stays
 * the string it is, which is also how the field-error table finds it (portal/lib/field-text.ts).
 * Runs after `@lingui/babel-plugin-lingui-macro` in the same babel pass.
 */
export function precompiledMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const compiled = (text: string) => {
    const parts = compileMessage(text);
    return parts.length === 1 && parts[0] === text ? undefined : t.valueToNode(parts);
  };
  return {
    name: 'study-precompiled-messages',
    visitor: {
      ObjectProperty(path: NodePath<BabelTypes.ObjectProperty>) {
        const { key, value } = path.node;
        if (!t.isIdentifier(key, { name: 'message' }) || !t.isStringLiteral(value)) return;
        const object = path.parent as BabelTypes.ObjectExpression;
        const keys = object.properties.flatMap((p) =>
          t.isObjectProperty(p) && t.isIdentifier(p.key) ? [p.key.name] : [],
        );
        const parts = namesId(keys) && compiled(value.value);
        if (parts) path.node.value = parts;
      },
      JSXAttribute(path: NodePath<BabelTypes.JSXAttribute>) {
        const { name, value } = path.node;
        if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value)) return;
        const element = path.parent as BabelTypes.JSXOpeningElement;
        const names = element.attributes.flatMap((a) =>
          t.isJSXAttribute(a) && t.isJSXIdentifier(a.name) ? [a.name.name] : [],
        );
        const parts = namesId(names) && compiled(value.value);
        if (parts) path.node.value = t.jsxExpressionContainer(parts);
      },
    },
  };
}
