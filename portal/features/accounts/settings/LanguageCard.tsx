import { useLingui } from '@lingui/react/macro';
import { LOCALES, type Locale, rememberLocale, twinAddress } from '#portal/lib/i18n.ts';
import { Card } from '#portal/ui/Card/Card.tsx';
import { RadioGroup } from '#portal/ui/RadioGroup/RadioGroup.tsx';

/** Each language named in itself, so that a reader of either finds theirs. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية' };

/**
 * The portal's language, remembered on this device as the top bar's switch does; choosing one
 * opens this page in it (the language is part of the address).
 */
export function LanguageCard() {
  const { t, i18n } = useLingui();
  const choose = (chosen: Locale) => {
    rememberLocale(chosen);
    if (chosen !== i18n.locale) location.assign(twinAddress(chosen));
  };
  return (
    <Card title={t`Language`}>
      <RadioGroup<Locale>
        legend={t`Language of the portal`}
        name="language"
        value={i18n.locale as Locale}
        onChange={choose}
        options={LOCALES.map((value) => ({
          value,
          label: <span lang={value}>{LANGUAGE_NAMES[value]}</span>,
        }))}
      />
    </Card>
  );
}
