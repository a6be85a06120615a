/** @jsxImportSource preact */
import type { Lang } from '#widgets/types.ts';
import type { VisitorDetails } from './validate.ts';
import { TextInput } from './fields.tsx';
import { translator } from './i18n.ts';
import { sharedMessages } from './messages.ts';

/** The visitor's full name, e-mail and phone, as every lead form asks for them (useVisitor holds the values). */
export function VisitorFields({
  lang,
  visitor,
  set,
  errors,
}: {
  lang: Lang;
  visitor: VisitorDetails;
  set: (field: keyof VisitorDetails) => (value: string) => void;
  errors: Record<string, string>;
}) {
  const shared = translator(sharedMessages, lang);
  return (
    <>
      <TextInput
        id="se-name"
        label={shared('fullName')}
        value={visitor.name}
        onValue={set('name')}
        error={errors.name}
        required
        autoComplete="name"
      />
      <div class="se-row">
        <TextInput
          id="se-email"
          type="email"
          label={shared('email')}
          value={visitor.email}
          onValue={set('email')}
          error={errors.email}
          required
          autoComplete="email"
        />
        <TextInput
          id="se-phone"
          type="tel"
          label={shared('phone')}
          value={visitor.phone}
          onValue={set('phone')}
          error={errors.phone}
          autoComplete="tel"
        />
      </div>
    </>
  );
}
