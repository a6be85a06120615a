import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { i18n } from '../lib/i18n.ts';

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <h1>
        <Trans>Study in Europe</Trans>
      </h1>
    </I18nProvider>
  );
}
