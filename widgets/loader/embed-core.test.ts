// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MountWidget, WidgetHost, WidgetName, WidgetOptions } from '#widgets/types.ts';
import { type Embed, installEmbed } from './embed-core.ts';

type Call = { widget: WidgetName; host: WidgetHost; updates: WidgetOptions[]; destroyed: boolean };

const calls: Call[] = [];
let release: (() => void) | undefined;
let holdChunks = false;

// A stand-in for the widget chunks: records what the loader asks of it and says it is ready.
const loadWidget = (widget: WidgetName): Promise<MountWidget> => {
  const mount: MountWidget = (host) => {
    const call: Call = { widget, host, updates: [], destroyed: false };
    calls.push(call);
    host.emit('study:ready', { widget, agency: host.options.agency ?? null });
    return {
      update: (options) => call.updates.push(options),
      destroy: () => {
        call.destroyed = true;
      },
    };
  };
  if (!holdChunks) return Promise.resolve(mount);
  return new Promise((resolve) => {
    release = () => resolve(mount);
  });
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const queue = (...args: unknown[]) =>
  (window as unknown as { StudyEurope: (...a: unknown[]) => void }).StudyEurope(...args);

// A stand-in for the dialog's chunk (jsdom has no showModal): records what the loader opens.
type Popup = { widget: HTMLElement; opener: HTMLElement; label: string; lang: string };
const popups: Popup[] = [];
const recordPopup = (widget: HTMLElement, opener: HTMLElement, label: string, lang: string) => {
  popups.push({ widget, opener, label, lang });
};

let embed: Embed;
const readyEvents: CustomEvent[] = [];
const onReady = (event: CustomEvent) => readyEvents.push(event);

beforeAll(async () => {
  document.body.innerHTML = '<div id="slot"></div><study-search id="early" agency="horizon-education"></study-search>';
  // The host page's snippet, before embed.js has arrived.
  const w = window as unknown as { StudyEurope: { (...args: unknown[]): void; q?: unknown[] } };
  w.StudyEurope = ((...args: unknown[]) => {
    w.StudyEurope.q = w.StudyEurope.q || [];
    w.StudyEurope.q.push(args);
  }) as typeof w.StudyEurope;
  queue('init', { lang: 'ar', brandColor: '#7c3aed' });
  queue('on', 'study:ready', onReady);
  queue('mount', {
    widget: 'consultation',
    target: '#slot',
    agency: 'horizon-education',
    university: 12,
    type: 'information',
  });
  embed = installEmbed(window as Window & typeof globalThis, 'https://studyeurope.test', loadWidget, () =>
    Promise.resolve(recordPopup),
  );
  await settle();
});

afterEach(() => {
  holdChunks = false;
});

describe('the command queue', () => {
  it('runs the commands queued before the script loaded, in order', () => {
    expect((window as unknown as { StudyEurope: unknown }).StudyEurope).toBe(embed);
    const consultation = calls.find((c) => c.widget === 'consultation')!;
    expect(consultation.host.options).toEqual({
      lang: 'ar',
      brandColor: '#7c3aed',
      agency: 'horizon-education',
      university: '12',
      type: 'information',
    });
    expect(consultation.host.baseUrl).toBe('https://studyeurope.test');
    expect(document.querySelector('#slot > study-consultation')?.getAttribute('university')).toBe('12');
  });

  it('upgrades the custom elements already on the page, with the init defaults under their attributes', () => {
    const search = calls.find((c) => c.widget === 'search')!;
    expect(search.host.options).toEqual({ lang: 'ar', brandColor: '#7c3aed', agency: 'horizon-education' });
    expect(search.host.root).toBe(document.getElementById('early')!.shadowRoot);
    expect(search.host.root.mode).toBe('open');
  });

  it('delivers events to on() handlers registered before load', () => {
    expect(readyEvents.map((e) => e.detail.widget).sort()).toEqual(['consultation', 'search']);
  });

  it('reports unknown commands and bad targets without throwing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => embed('teleport')).not.toThrow();
    expect(() => embed('mount', { widget: 'search', target: '#nowhere' })).not.toThrow();
    expect(() => embed('mount', { widget: 'calendar', target: '#slot' })).not.toThrow();
    expect(error.mock.calls.map((c) => c[0])).toEqual([
      'StudyEurope: unknown command "teleport"',
      'StudyEurope: no element matches #nowhere',
      'StudyEurope: unknown widget "calendar"',
    ]);
    error.mockRestore();
  });
});

describe('widgets on the page', () => {
  it('sends events as bubbling, composed CustomEvents on the element and through on()', async () => {
    const seen: string[] = [];
    const listener = (event: Event) =>
      seen.push(`${(event as CustomEvent).detail.widget}:${(event.target as Element).tagName}`);
    document.addEventListener('study:ready', listener);
    embed('mount', { widget: 'apply', target: '#slot', agency: 'horizon-education' });
    await settle();
    document.removeEventListener('study:ready', listener);
    expect(seen).toEqual(['apply:STUDY-APPLY']);
    const last = readyEvents.at(-1)!;
    expect(last).toBeInstanceOf(CustomEvent);
    expect(last.bubbles && last.composed).toBe(true);
  });

  it("gives the page back the element's box once the widget rendered: the snippet's size hint goes", async () => {
    holdChunks = true;
    const slot = document.getElementById('slot')!;
    slot.insertAdjacentHTML(
      'beforeend',
      '<study-search id="hinted" style="display:block;min-height:900px;color:red"></study-search>',
    );
    const element = document.getElementById('hinted')!;
    await settle();
    expect(element.style.minHeight).toBe('900px');
    release!();
    await settle();
    expect(element.style.minHeight).toBe('');
    expect(element.style.display).toBe('');
    // The page's own inline styles stay.
    expect(element.style.color).toBe('red');
    element.remove();
  });

  it("on a page opened at a fragment, keeps the hint's box until the visitor scrolls, and goes back to the fragment", async () => {
    holdChunks = true;
    const scrolledTo: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    const slot = document.getElementById('slot')!;
    slot.insertAdjacentHTML(
      'beforeend',
      '<study-search id="above" style="display:block;min-height:900px"></study-search><section id="about"></section>',
    );
    window.location.hash = '#about';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    const element = document.getElementById('above')!;
    await settle();
    release!();
    await settle();
    expect(element.style.minHeight).toBe('900px');
    expect(scrolledTo.map((e) => e.id)).toEqual(['about']);
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 100 }));
    expect(element.style.minHeight).toBe('');
    expect(element.style.display).toBe('');
    element.remove();
    document.getElementById('about')!.remove();
    window.location.hash = '';
  });

  it('re-renders when an attribute changes or update() runs', async () => {
    const element = document.createElement('study-search');
    element.setAttribute('agency', 'horizon-education');
    document.body.append(element);
    await settle();
    const call = calls.at(-1)!;
    element.setAttribute('country', 'Germany');
    embed('update', { target: element, lang: 'en', specialty: 'Engineering' });
    expect(call.updates.at(-1)).toEqual({
      lang: 'en',
      brandColor: '#7c3aed',
      agency: 'horizon-education',
      country: 'Germany',
      specialty: 'Engineering',
    });
    embed('update', { target: element, country: undefined });
    expect(element.hasAttribute('country')).toBe(false);
    expect(call.updates.at(-1)).not.toHaveProperty('country');
    element.remove();
  });

  it('mounts a widget added after load and destroys it when removed, each time', async () => {
    const before = calls.length;
    for (let i = 0; i < 3; i++) {
      embed('mount', { widget: 'search', target: '#slot', agency: 'horizon-education' });
      await settle();
      const call = calls.at(-1)!;
      expect(call.destroyed).toBe(false);
      embed('destroy', { target: '#slot study-search' });
      expect(call.destroyed).toBe(true);
    }
    expect(calls.length).toBe(before + 3);
    expect(document.querySelectorAll('#slot study-search')).toHaveLength(0);
  });

  it('mounts nothing into an element removed before its chunk arrived', async () => {
    holdChunks = true;
    const before = calls.length;
    const element = document.createElement('study-apply');
    document.body.append(element);
    element.remove();
    release!();
    await settle();
    expect(calls.length).toBe(before);
    expect(element.shadowRoot).toBeNull();
  });

  it('stops calling a handler after off()', async () => {
    const handler = vi.fn();
    embed('on', 'study:ready', handler);
    embed('mount', { widget: 'search', target: '#slot' });
    await settle();
    embed('off', 'study:ready', handler);
    embed('mount', { widget: 'search', target: '#slot' });
    await settle();
    expect(handler).toHaveBeenCalledTimes(1);
    embed('destroy', { target: '#slot' });
  });
});

describe('popups', () => {
  const attributes = (element: Element) =>
    Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));

  it("opens the widget an element of the page names, with the defaults and the opener's data-* options", async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<a id="opener" href="#contact" data-study-open="consultation" data-university="12" data-type="information"> Free call </a>',
    );
    const opener = document.getElementById('opener')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    opener.dispatchEvent(click);
    await settle();
    expect(click.defaultPrevented).toBe(true);
    const popup = popups.at(-1)!;
    expect(popup).toMatchObject({ opener, label: 'Free call', lang: 'ar' });
    expect(popup.widget.tagName).toBe('STUDY-CONSULTATION');
    expect(attributes(popup.widget)).toEqual({
      lang: 'ar',
      'brand-color': '#7c3aed',
      university: '12',
      type: 'information',
    });
    opener.remove();
  });

  it("opens from a widget's shadow root with that widget's options, and reports an unknown widget", async () => {
    const floating = document.createElement('study-floating');
    floating.setAttribute('agency', 'horizon-education');
    floating.setAttribute('lang', 'en');
    floating.setAttribute('opens', 'apply');
    document.body.append(floating);
    await settle();
    const button = document.createElement('button');
    button.dataset.studyOpen = 'apply';
    button.textContent = 'Apply now';
    floating.shadowRoot!.append(button);
    const before = popups.length;
    button.click();
    await settle();
    expect(popups).toHaveLength(before + 1);
    expect(popups.at(-1)!.widget.tagName).toBe('STUDY-APPLY');
    expect(attributes(popups.at(-1)!.widget)).toEqual({
      agency: 'horizon-education',
      lang: 'en',
      'brand-color': '#7c3aed',
    });

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    button.dataset.studyOpen = 'floating';
    button.click();
    await settle();
    expect(popups).toHaveLength(before + 1);
    expect(error).toHaveBeenCalledWith('StudyEurope: unknown widget "floating"');
    error.mockRestore();
    floating.remove();
  });
});
