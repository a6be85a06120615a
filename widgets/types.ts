// The contract between the loader (embed.js) and the widget chunks it loads on demand.
// Type-only on both sides: a widget chunk imports nothing at run time from the loader.

/** The widgets, and the floating button that opens one of them in a popup. */
export type WidgetName = 'search' | 'consultation' | 'apply' | 'floating';
export type Lang = 'en' | 'ar';

/** Every option a widget takes, as attributes (kebab-case) or through `mount`/`update` (camelCase). */
export interface WidgetOptions {
  /** The agency's public slug: leads go to its inbox, its brand colour is the default. */
  agency?: string;
  /** en (default: the host page's <html lang>) or ar, which renders right-to-left. */
  lang?: string;
  /** A colour such as #0f766e; overrides the agency's. */
  brandColor?: string;
  /** Search: preset country and specialty filters. */
  country?: string;
  specialty?: string;
  /** Consultation and apply: the university the request is about. */
  university?: string;
  /** Consultation: consultation (default) or information. */
  type?: string;
  /** Prefill of the visitor's details. */
  name?: string;
  email?: string;
  /** Floating button: the widget its popup shows, consultation (default), apply or search. */
  opens?: string;
}

/** The events a widget sends to the host page (documented in widgets/README.md). */
export interface StudyEventMap {
  /** The widget has loaded its data and can be used. */
  'study:ready': { widget: WidgetName; agency: string | null };
  /** Search results arrived (also the first ones). */
  'study:search': { search: string; country: string; specialty: string; page: number; total: number; pages: number };
  /** A consultation, information or apply request reached the agency's inbox. */
  'study:lead-created': {
    widget: WidgetName;
    leadId: number;
    kind: 'consultation' | 'information' | 'apply';
    agency: string | null;
  };
  /** The visitor continues an application in the portal (registration with the agency remembered). */
  'study:apply-started': { agency: string | null; universityId: number; programName: string; url: string };
  /** Something failed; `message` is in the widget's language. */
  'study:error': { widget: WidgetName; message: string; status?: number };
}
export type StudyEventName = keyof StudyEventMap;

export type Emit = <K extends StudyEventName>(type: K, detail: StudyEventMap[K]) => void;

/** What the loader hands a widget chunk when it mounts one into an element's shadow root. */
export interface WidgetHost {
  root: ShadowRoot;
  /** Our server: API calls and portal links go here. */
  baseUrl: string;
  options: WidgetOptions;
  emit: Emit;
}

export interface WidgetInstance {
  update(options: WidgetOptions): void;
  destroy(): void;
}

export type MountWidget = (host: WidgetHost) => WidgetInstance;
