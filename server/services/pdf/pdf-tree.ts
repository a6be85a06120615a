import { isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * A PDF's content as plain data, which a worker thread receives: @react-pdf's primitives are element
 * names ('VIEW', 'TEXT', 'PAGE', 'DOCUMENT'), so a page of them is a tree of names, props and texts.
 */
export type PdfNode = string | { type: string; props: Record<string, unknown>; children: PdfNode[] };

/** The element tree as plain data (what it says is also its revision: the cache's key). */
export function toPdfTree(node: ReactNode): PdfNode[] {
  if (node === null || node === undefined || typeof node === 'boolean') return [];
  if (typeof node === 'string' || typeof node === 'number') return [String(node)];
  if (Array.isArray(node)) return node.flatMap(toPdfTree);
  if (!isValidElement(node) || typeof node.type !== 'string')
    throw new Error('A PDF holds only @react-pdf primitives (Document, Page, View, Text) and texts');
  const { children, ...props } = (node as ReactElement<{ children?: ReactNode }>).props;
  return [{ type: node.type, props, children: toPdfTree(children) }];
}
