import { getDefaultStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { activateLocale, storedLocale } from './lib/i18n.ts';
import { reloadUserAtom } from './lib/session.ts';

// The user loads while the catalog does; guards show a loading state until it is known.
void getDefaultStore().set(reloadUserAtom);

void activateLocale(storedLocale()).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
