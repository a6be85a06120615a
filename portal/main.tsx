import { getDefaultStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { activateLocale, visitLocale } from './lib/i18n.ts';
import { reloadUserAtom } from './lib/session.ts';
import { rememberVisitAgency } from './lib/visit-agency.ts';

// A visitor sent by an agency's widget stays that agency's for the visit.
rememberVisitAgency(location.search);

// The user loads while the catalog does; guards show a loading state until it is known.
void getDefaultStore().set(reloadUserAtom);

void activateLocale(visitLocale()).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
