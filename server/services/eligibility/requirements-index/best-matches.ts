/** A programme found and its score. */
export interface Scored {
  id: number;
  score: number;
}

/** Whether a beats b in the matches' order: the higher score, then the lower id. */
const beats = (a: Scored, b: Scored) => a.score > b.score || (a.score === b.score && a.id < b.id);

/**
 * The best `limit` matches seen so far, as a binary heap with the worst kept at the top, so a
 * match is taken or refused in O(log limit) and the search can ask what it would take to enter.
 */
export function bestMatches(limit: number) {
  const heap: Scored[] = [];
  const swap = (i: number, j: number) => {
    [heap[i], heap[j]] = [heap[j], heap[i]];
  };
  const down = (from: number) => {
    for (let i = from; ; ) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < heap.length && beats(heap[worst], heap[left])) worst = left;
      if (right < heap.length && beats(heap[worst], heap[right])) worst = right;
      if (worst === i) return;
      swap(i, worst);
      i = worst;
    }
  };
  const up = (from: number) => {
    for (let i = from; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (!beats(heap[parent], heap[i])) return;
      swap(i, parent);
      i = parent;
    }
  };
  return {
    /** Whether a match of this score and id would be kept (an id of -Infinity: any id). */
    wouldTake: (score: number, id: number) => heap.length < limit || beats({ score, id }, heap[0]),
    offer(match: Scored) {
      if (heap.length < limit) {
        heap.push(match);
        up(heap.length - 1);
      } else if (limit > 0 && beats(match, heap[0])) {
        heap[0] = match;
        down(0);
      }
    },
    /** The matches kept, best first. */
    best: (): Scored[] => [...heap].sort((a, b) => (beats(a, b) ? -1 : 1)),
  };
}
