import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { usePopover } from './use-popover.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Menu() {
  const { open, toggle, root } = usePopover();
  return (
    <div>
      <div {...root}>
        <button type="button" aria-expanded={open} onClick={toggle}>
          menu
        </button>
        {open && <a href="#in">inside</a>}
      </div>
      <p>outside</p>
    </div>
  );
}

const mount = () => {
  const host = document.body.appendChild(document.createElement('div'));
  act(() => createRoot(host).render(<Menu />));
  const button = host.querySelector('button')!;
  act(() => button.click());
  return { host, button };
};

afterEach(() => {
  document.body.innerHTML = '';
});

it('Escape inside closes the popover and gives focus back to its button', () => {
  const { host, button } = mount();
  const link = host.querySelector('a')!;
  link.focus();
  act(() => link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
  expect(host.querySelector('a')).toBeNull();
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(button);
});

it('a press outside closes it, a press inside does not', () => {
  const { host } = mount();
  act(() => host.querySelector('a')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
  expect(host.querySelector('a')).not.toBeNull();
  act(() => host.querySelector('p')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
  expect(host.querySelector('a')).toBeNull();
});
