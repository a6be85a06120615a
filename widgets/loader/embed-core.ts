import type {
  MountWidget,
  StudyEventMap,
  StudyEventName,
  WidgetInstance,
  WidgetName,
  WidgetOptions,
} from '#widgets/types.ts';
import type { openPopup } from './popup.ts';

type Handler = (event: CustomEvent) => void;

/** Attribute of each option; attributes are the one source of truth of a mounted widget's options. */
const ATTRIBUTES: Record<keyof WidgetOptions, string> = {
  agency: 'agency',
  lang: 'lang',
  brandColor: 'brand-color',
  country: 'country',
  specialty: 'specialty',
  university: 'university',
  type: 'type',
  name: 'name',
  email: 'email',
  opens: 'opens',
};
const KEYS = Object.keys(ATTRIBUTES) as (keyof WidgetOptions)[];
export const WIDGET_TAGS: Record<WidgetName, string> = {
  search: 'study-search',
  consultation: 'study-consultation',
  apply: 'study-apply',
  floating: 'study-floating',
};
const SELECTOR = Object.values(WIDGET_TAGS).join(',');

type Target = string | Element;
export interface MountCommand extends WidgetOptions {
  widget: WidgetName;
  target: Target;
}
export interface TargetCommand extends WidgetOptions {
  target: Target;
}

export interface Embed {
  (command: string, ...args: unknown[]): void;
  loaded: true;
}

/**
 * Installs the custom elements and the `StudyEurope(command, ...)` function on `win`, then
 * runs the commands queued before the script arrived. `loadWidget` fetches a widget chunk,
 * `loadPopup` the dialog's (the loader's budget leaves no room for it).
 */
export function installEmbed(
  win: Window & typeof globalThis,
  baseUrl: string,
  loadWidget: (name: WidgetName) => Promise<MountWidget>,
  loadPopup: () => Promise<typeof openPopup>,
): Embed {
  const doc = win.document;
  const handlers = new Map<string, Set<Handler>>();
  const defaults: WidgetOptions = {};
  let origin = baseUrl;

  const report = (message: string) => win.console.error(`StudyEurope: ${message}`);

  // A page opened at a fragment (#about), or sent to one, is where the visitor asked to be. Until
  // the visitor scrolls (wheel, touch, keys, the scroll bar), a widget that renders keeps its box
  // (the size hint, which may be taller than what renders at its width), so nothing under the
  // visitor moves, and takes the page back to the fragment (`:target`) in case it grew past its
  // hint (with `scroll-behavior: smooth` the browser's scroll ends where the fragment was, not where
  // it now is). The visitor's first scroll gives the boxes back; the browser's scroll anchoring
  // keeps what the visitor sees in place.
  let scrolled = false;
  const visitorScrolls = () => {
    scrolled = true;
    // Every widget that rendered gives its box back (a widget still loading keeps its hint).
    for (const element of doc.querySelectorAll<StudyWidget>(SELECTOR)) if (element.shadowRoot) element.release();
  };
  for (const type of ['wheel', 'keydown', 'pointerdown']) win.addEventListener(type, visitorScrolls, true);
  win.addEventListener('hashchange', () => (scrolled = false));

  // One listener set for the page: on()/off() never touch the DOM, so widgets that come and go leak nothing.
  const emitFrom =
    (element: Element) =>
    <K extends StudyEventName>(type: K, detail: StudyEventMap[K]) => {
      const event = new win.CustomEvent(type, { detail, bubbles: true, composed: true });
      element.dispatchEvent(event);
      for (const handler of handlers.get(type) ?? []) handler(event);
    };

  class StudyWidget extends win.HTMLElement {
    static readonly observedAttributes = Object.values(ATTRIBUTES);
    declare readonly widget: WidgetName;
    #instance: WidgetInstance | undefined;
    /** Bumped on every connect and disconnect, so that a chunk arriving late mounts nothing into a removed element. */
    #generation = 0;
    /** Its custom state `rendered`: a size hint in the page's stylesheet ends with `:not(:state(rendered))`. */
    #internals = this.attachInternals();

    options(): WidgetOptions {
      const options: WidgetOptions = { ...defaults };
      for (const key of KEYS) {
        const value = this.getAttribute(ATTRIBUTES[key]);
        if (value !== null) options[key] = value;
      }
      return options;
    }

    connectedCallback() {
      const generation = ++this.#generation;
      loadWidget(this.widget).then(
        (mount) => {
          if (generation !== this.#generation) return;
          const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
          this.#instance = mount({ root, baseUrl: origin, options: this.options(), emit: emitFrom(this) });
          // The widget now has its own size (a skeleton as tall as its first page): the snippet's size
          // hint, which held its place before any script ran, gives the outer box back to the page,
          // at once, or at the visitor's first scroll on a page opened at a fragment.
          const fragment = !scrolled && doc.querySelector(':target');
          if (fragment) fragment.scrollIntoView();
          else this.release();
        },
        () => emitFrom(this)('study:error', { widget: this.widget, message: 'The widget could not be loaded' }),
      );
    }

    /** Gives the outer box back to the page: the size hint goes, the element is `:state(rendered)`. */
    release() {
      this.style.removeProperty('min-height');
      this.style.removeProperty('display');
      this.#internals.states?.add('rendered');
    }

    disconnectedCallback() {
      this.#generation++;
      this.#instance?.destroy();
      this.#instance = undefined;
    }

    attributeChangedCallback() {
      this.refresh();
    }

    refresh() {
      this.#instance?.update(this.options());
    }
  }

  for (const [widget, tag] of Object.entries(WIDGET_TAGS) as [WidgetName, string][]) {
    if (win.customElements.get(tag)) continue;
    win.customElements.define(
      tag,
      class extends StudyWidget {
        override readonly widget = widget;
      },
    );
  }

  const setOptions = (element: Element, options: WidgetOptions) => {
    for (const key of KEYS) {
      if (!(key in options)) continue;
      const value = options[key];
      if (value === undefined || value === null || value === '') element.removeAttribute(ATTRIBUTES[key]);
      else element.setAttribute(ATTRIBUTES[key], String(value));
    }
  };

  const find = (target: Target | undefined): Element | null => {
    const element =
      typeof target === 'string' ? doc.querySelector(target) : target instanceof win.Element ? target : null;
    if (!element) report(`no element matches ${target}`);
    return element;
  };

  const widgetsIn = (target: Target | undefined): Element[] => {
    const element = find(target);
    if (!element) return [];
    return element.matches(SELECTOR) ? [element] : [...element.querySelectorAll(SELECTOR)];
  };

  // biome-ignore lint/suspicious/noExplicitAny: each command takes what the host page passed and checks it itself
  const commands: Record<string, (...args: any[]) => void> = {
    /** Defaults for every widget on the page; `origin` points the widgets at another server. */
    init(options: WidgetOptions & { origin?: string } = {}) {
      const { origin: server, ...rest } = options;
      if (server) origin = server.replace(/\/+$/, '');
      Object.assign(defaults, rest);
      for (const element of doc.querySelectorAll<StudyWidget>(SELECTOR)) element.refresh?.();
    },
    /** Adds a widget inside `target`. */
    mount({ widget, target, ...options }: MountCommand) {
      const tag = WIDGET_TAGS[widget];
      if (!tag) return report(`unknown widget "${widget}"`);
      const parent = find(target);
      if (!parent) return;
      const element = doc.createElement(tag);
      setOptions(element, options);
      parent.append(element);
    },
    /** Changes options of the widgets in (or at) `target`; they re-render. */
    update({ target, ...options }: TargetCommand) {
      for (const element of widgetsIn(target)) setOptions(element, options);
    },
    /** Removes the widgets in (or at) `target`. */
    destroy({ target }: { target: Target }) {
      for (const element of widgetsIn(target)) element.remove();
    },
    on(type: string, handler: Handler) {
      if (typeof handler !== 'function') return report('on() needs an event name and a function');
      if (!handlers.has(type)) handlers.set(type, new Set());
      handlers.get(type)!.add(handler);
    },
    off(type: string, handler: Handler) {
      handlers.get(type)?.delete(handler);
    },
  };

  // Any element with data-study-open="consultation|apply|search" opens that widget in a popup, also
  // inside a widget's shadow root (the floating button). The popup's options: the page's defaults,
  // those of the widget the opener sits in, then the opener's data-* (data-university="12").
  let opening = false;
  doc.addEventListener('click', (event) => {
    const path = event.composedPath() as HTMLElement[];
    const opener = path.find((node) => node.dataset?.studyOpen);
    if (!opener) return;
    event.preventDefault();
    // One popup at a time (also on a double click while the dialog's chunk loads).
    if (opening || doc.querySelector('study-popup')) return;
    const widget = opener.dataset.studyOpen as WidgetName;
    const tag = widget === 'floating' ? undefined : WIDGET_TAGS[widget];
    if (!tag) return report(`unknown widget "${widget}"`);
    const from = path.find((node): node is StudyWidget => node instanceof StudyWidget);
    const options = from?.options() ?? { ...defaults };
    for (const key of KEYS) if (opener.dataset[key]) options[key] = opener.dataset[key];
    options.opens = undefined;
    const element = doc.createElement(tag);
    setOptions(element, options);
    const lang = (options.lang || doc.documentElement.lang).toLowerCase().startsWith('ar') ? 'ar' : 'en';
    // The widget's chunk is fetched while the dialog's arrives.
    loadWidget(widget).catch(() => undefined);
    opening = true;
    loadPopup()
      .then((open) => open(element, opener, opener.getAttribute('aria-label') || opener.textContent!.trim(), lang))
      .catch(() => report('the popup could not be opened'))
      .finally(() => {
        opening = false;
      });
  });

  const embed = ((command: string, ...args: unknown[]) => {
    const run = commands[command];
    if (!run) return report(`unknown command "${command}"`);
    try {
      run(...args);
    } catch (error) {
      report(`${command} failed: ${(error as Error).message}`);
    }
  }) as Embed;
  embed.loaded = true;

  // The stub's queue: the `arguments` of each call (iterable, as arrays are).
  const queued = (win as { StudyEurope?: { q?: Iterable<unknown>[] } }).StudyEurope?.q ?? [];
  (win as { StudyEurope?: Embed }).StudyEurope = embed;
  for (const args of queued) embed(...([...args] as [string, ...unknown[]]));
  return embed;
}
