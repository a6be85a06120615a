import { I18nProvider } from '@lingui/react';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { onTestFinished } from 'vitest';
import { i18n } from '#portal/lib/i18n.ts';

// React's act() needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Renders a portal component as the portal does (the active language, a router) into the test's
 * document, and returns its host. The root is unmounted when the test ends, so that no React work
 * is left to run after the document is gone.
 */
export async function renderInPortal(node: ReactNode): Promise<HTMLElement> {
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  onTestFinished(() => {
    act(() => root.unmount());
    host.remove();
  });
  await act(async () =>
    root.render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>{node}</MemoryRouter>
      </I18nProvider>,
    ),
  );
  return host;
}
