import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window.ts';

describe('pageWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps the current page in the middle of a window of five', () => {
    expect(pageWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
  });
  it('stops at the first and the last page', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
  });
  it('clamps a page outside the range and shows nothing without pages', () => {
    expect(pageWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
