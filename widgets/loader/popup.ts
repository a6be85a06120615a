// The popup: a widget inside a native modal <dialog>. showModal() makes the rest
// of the page inert and closes on Escape; we keep Tab inside (past the last control the browser
// would move focus to its own toolbar, or to the page's body), lock the page's scrolling and give
// focus back to the opener. The dialog sits in a shadow root, so the page's CSS cannot break
// it; the widget element stays in the page's DOM (slotted), so the page's `study-*` rules and
// `--study-*` properties theme it as they theme an inline one.
import type { Lang } from '#widgets/types.ts';
import { closeLabel } from './popup-messages.ts';

const CSS =
  'dialog{padding:0;border:0;background:none;inline-size:min(640px,100%);max-block-size:calc(100dvh - 32px);overflow:auto}' +
  'dialog::backdrop{background:#0f172aa6}' +
  'button{display:block;margin:0 0 8px;margin-inline-start:auto;inline-size:40px;block-size:40px;border:0;border-radius:50%;background:#fff;color:#0f172a;font:26px/1 system-ui,sans-serif;cursor:pointer}' +
  'button:focus-visible{outline:3px solid #fff;outline-offset:2px}' +
  // The dialog places the widget: the page's margins and widths for inline widgets do not apply.
  '::slotted(*){margin:0!important;max-inline-size:none!important}';

let sheet: CSSStyleSheet | undefined;

const TABBABLE = 'a[href],button,input,select,textarea,[tabindex]';

/** The controls Tab reaches in a widget's shadow root, in order. */
const tabbableIn = (root: ShadowRoot | null) =>
  [...(root?.querySelectorAll<HTMLElement>(TABBABLE) ?? [])].filter(
    (element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled && element.checkVisibility(),
  );

/** Shows `widget` (a study-* element) in a modal dialog named `label`, in `lang`, until the visitor closes it. */
export function openPopup(widget: HTMLElement, opener: HTMLElement, label: string, lang: Lang) {
  const doc = widget.ownerDocument;
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, part: string) => {
    const element = doc.createElement(tag);
    element.setAttribute('part', part);
    return element;
  };
  const host = doc.createElement('study-popup');
  const root = host.attachShadow({ mode: 'open' });
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  root.adoptedStyleSheets = [sheet];
  const arabic = lang === 'ar';
  const dialog = make('dialog', 'dialog');
  dialog.lang = lang;
  dialog.dir = arabic ? 'rtl' : 'ltr';
  dialog.setAttribute('aria-label', label);
  const close = make('button', 'close');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', closeLabel(lang));
  close.onclick = () => dialog.close();
  dialog.onkeydown = (event) => {
    if (event.key !== 'Tab') return;
    const controls = [close, ...tabbableIn(widget.shadowRoot)];
    const edge = event.shiftKey ? close : controls.at(-1);
    if (event.composedPath()[0] !== edge) return;
    event.preventDefault();
    (event.shiftKey ? controls.at(-1)! : close).focus();
  };
  dialog.append(close, doc.createElement('slot'));
  root.append(dialog);
  host.append(widget);

  // Through the CSSOM, which a strict style-src allows (a style attribute it would not).
  const page = doc.documentElement.style;
  const overflow = page.overflow;
  page.overflow = 'hidden';
  dialog.onclose = () => {
    host.remove();
    page.overflow = overflow;
    opener.focus();
  };
  doc.body.append(host);
  dialog.showModal();
}
