import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { pathIn } from '#sdk/language-path';
import { rememberLocale } from '#portal/lib/i18n.ts';
import { buttonClass } from '#portal/ui/Button/Button.tsx';
import { Icon } from '#portal/ui/Icon/Icon.tsx';

/**
 * A link to this page's twin in the other language (`/ar/…` ⇄ `/…`), named in that language;
 * following it remembers the choice on this device.
 */
export function LanguageSwitch() {
  const { t, i18n } = useLingui();
  const { pathname, search, hash } = useLocation();
  const other = i18n.locale === 'ar' ? 'en' : 'ar';
  return (
    <a
      className={buttonClass({ variant: 'ghost', size: 'sm' })}
      href={`${pathIn(other, pathname)}${search}${hash}`}
      hrefLang={other}
      onClick={() => rememberLocale(other)}
      title={t`Change language`}
    >
      <Icon name="globe" size={18} />
      <span lang={other}>{other === 'ar' ? 'العربية' : 'English'}</span>
    </a>
  );
}
