/**
 * The first index in `items[from … to)`, sorted ascending, whose item is not below `value`
 * (`to` when there is none): a search in halves.
 */
export function firstNotBelow<T extends number | string>(
  items: ArrayLike<T>,
  value: T,
  from = 0,
  to = items.length,
): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (items[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
