/// <reference types="vite/client" />
import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../.storybook/preview.tsx';

// Every story of the UI kit runs as a test, in English (ltr) and Arabic (rtl): it renders with the
// language's direction and catalog, and its play function (keyboard, focus, roles) passes.
setProjectAnnotations(preview);

const files = import.meta.glob<Parameters<typeof composeStories>[0]>('./*.stories.tsx', { eager: true });
type ComposedStory = ReturnType<typeof composeStory>;

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** The text a reader or a screen reader meets: visible text and accessible names. */
const readable = (root: Element) =>
  [root.textContent ?? '', ...[...root.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'))]
    .join(' ')
    .trim();

afterEach(() => {
  document.body.innerHTML = '';
});

describe.each(Object.entries(files))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];
  describe.each(['en', 'ar'] as const)('in %s', (locale) => {
    it.each(stories)('%s', async (_name, Story) => {
      const canvasElement = document.body.appendChild(document.createElement('div'));
      await Story.run({ canvasElement, globals: { locale } });
      const root = canvasElement.querySelector('[data-story-root]')!;
      expect(root.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      expect(document.documentElement.lang).toBe(locale);
      const text = readable(root);
      // Stories that speak show Arabic in Arabic (names and data of people excepted via the parameter).
      if (locale === 'ar' && text && Story.parameters.arabicText !== false) expect(text).toMatch(ARABIC_LETTER);
    });
  });
});
