import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { LOCALES, type Locale, localeAtom } from '#portal/lib/i18n.ts';
import { Card } from '#portal/ui/Card/Card.tsx';
import { RadioGroup } from '#portal/ui/RadioGroup/RadioGroup.tsx';

/** Each language named in itself, so that a reader of either finds theirs. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية' };

/** The portal's language, switched and remembered on this device as the top bar's switch does. */
export function LanguageCard() {
  const { t } = useLingui();
  const [locale, setLocale] = useAtom(localeAtom);
  // The choice shows at once; the language follows when its catalog has loaded.
  const [pending, setPending] = useState<Locale>();
  const choose = async (chosen: Locale) => {
    if (pending) return;
    setPending(chosen);
    try {
      await setLocale(chosen);
    } finally {
      setPending(undefined);
    }
  };
  return (
    <Card title={t`Language`}>
      <RadioGroup<Locale>
        legend={t`Language of the portal`}
        name="language"
        value={pending ?? locale}
        onChange={choose}
        options={LOCALES.map((value) => ({
          value,
          label: <span lang={value}>{LANGUAGE_NAMES[value]}</span>,
        }))}
      />
    </Card>
  );
}
