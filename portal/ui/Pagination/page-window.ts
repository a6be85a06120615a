/** The page numbers to show: a sliding window of up to `size` pages around `page` (spec part 1, 9). */
export function pageWindow(page: number, pages: number, size = 5): number[] {
  if (pages < 1) return [];
  const current = Math.min(Math.max(1, page), pages);
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), pages - size + 1));
  const end = Math.min(pages, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
