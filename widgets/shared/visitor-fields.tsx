/** @jsxImportSource preact */
import type { Lang } from '#widgets/types.ts';
import type { VisitorDetails } from './validate.ts';
import { TextInput } from './fields.tsx';
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
  const texts = sharedMessages[lang];
  return (
    <>
      <TextInput
        id="se-name"
        label={texts.fullName}
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
          label={texts.email}
          value={visitor.email}
          onValue={set('email')}
          error={errors.email}
          required
          autoComplete="email"
        />
        <TextInput
          id="se-phone"
          type="tel"
          label={texts.phone}
          value={visitor.phone}
          onValue={set('phone')}
          error={errors.phone}
          autoComplete="tel"
        />
      </div>
    </>
  );
}
