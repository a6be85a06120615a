import { I18nProvider } from '@lingui/react';
import { ApiError } from '#sdk/errors';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { ToastProvider } from '#portal/ui/Toasts/Toasts.tsx';
import { activateLocale, i18n } from './i18n.ts';
import { useAction } from './use-action.ts';
// The refusal below is an area's (applications), whose texts come with the area's screens.
import './area-refusal-texts.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => activateLocale('en'));
afterEach(() => {
  document.body.innerHTML = '';
});

/** Counts the requests sent; `work` decides when and how each answers. */
const sent = { count: 0, work: (): Promise<unknown> => Promise.resolve() };

function Save() {
  const { busy, run } = useAction();
  const save = () =>
    run(
      () => {
        sent.count += 1;
        return sent.work();
      },
      { done: 'Saved', failed: 'Not saved' },
    );
  return (
    <button type="button" aria-busy={busy} onClick={save}>
      save
    </button>
  );
}

function render(work: () => Promise<unknown>) {
  sent.count = 0;
  sent.work = work;
  const host = document.body.appendChild(document.createElement('div'));
  act(() =>
    createRoot(host).render(
      <I18nProvider i18n={i18n}>
        <ToastProvider>
          <Save />
        </ToastProvider>
      </I18nProvider>,
    ),
  );
  return { host, button: host.querySelector('button')!, sent: () => sent.count };
}

it('sends once on a double click, is busy meanwhile, and toasts the success', async () => {
  let finish = () => {};
  const { host, button, sent } = render(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  act(() => {
    button.click();
    button.click();
  });
  expect(sent()).toBe(1);
  expect(button.getAttribute('aria-busy')).toBe('true');
  await act(async () => finish());
  expect(button.getAttribute('aria-busy')).toBe('false');
  expect(host.querySelector('[role="status"]')?.textContent).toContain('Saved');
  act(() => button.click());
  expect(sent()).toBe(2);
});

it('toasts a refusal in the reader’s words, from its code, and frees the button', async () => {
  const refusal = new ApiError(409, { statusCode: 409, code: 'CONFLICT', message: 'x', reason: 'APPLICATION_CHANGED' });
  const { host, button } = render(() => Promise.reject(refusal));
  await act(async () => button.click());
  const alert = host.querySelector('[role="alert"]')?.textContent;
  expect(alert).toContain('Not saved');
  expect(alert).toContain('The application was changed by someone else. Please reload it.');
  expect(button.getAttribute('aria-busy')).toBe('false');
});
