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
  const [switching, setSwitching] = useState(false);
  const choose = async (chosen: Locale) => {
    if (switching) return;
    setSwitching(true);
    try {
      await setLocale(chosen);
    } finally {
      setSwitching(false);
    }
  };
  return (
    <Card title={t`Language`}>
      <RadioGroup<Locale>
        legend={t`Language of the portal`}
        name="language"
        value={locale}
        onChange={choose}
        options={LOCALES.map((value) => ({
          value,
          label: <span lang={value}>{LANGUAGE_NAMES[value]}</span>,
        }))}
      />
    </Card>
  );
}
