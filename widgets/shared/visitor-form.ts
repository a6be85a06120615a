import { useEffect, useState } from 'preact/hooks';
import type { WidgetOptions } from '#widgets/types.ts';
import { type VisitorDetails, checkVisitor } from './validate.ts';

/** The visitor's name, e-mail and phone, prefilled from the options and kept in step with them. */
export function useVisitor(options: WidgetOptions) {
  const [visitor, setVisitor] = useState<VisitorDetails>({
    name: options.name ?? '',
    email: options.email ?? '',
    phone: '',
  });
  useEffect(() => setVisitor((v) => ({ ...v, name: options.name ?? v.name })), [options.name]);
  useEffect(() => setVisitor((v) => ({ ...v, email: options.email ?? v.email })), [options.email]);
  const set = (field: keyof VisitorDetails) => (value: string) => setVisitor((v) => ({ ...v, [field]: value }));
  return { visitor, set, setVisitor, check: () => checkVisitor(visitor) };
}
