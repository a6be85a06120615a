import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { localeAtom } from '#portal/lib/i18n.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Icon } from '#portal/ui/Icon/Icon.tsx';

/** Switches between English and Arabic; the button names the other language in that language. */
export function LanguageSwitch() {
  const { t } = useLingui();
  const [locale, setLocale] = useAtom(localeAtom);
  const [switching, setSwitching] = useState(false);
  const other = locale === 'ar' ? 'en' : 'ar';
  const change = async () => {
    setSwitching(true);
    try {
      await setLocale(other);
    } finally {
      setSwitching(false);
    }
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={change}
      disabled={switching}
      title={t`Change language`}
      icon={<Icon name="globe" size={18} />}
    >
      <span lang={other}>{other === 'ar' ? 'العربية' : 'English'}</span>
    </Button>
  );
}
