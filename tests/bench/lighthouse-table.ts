// The Lighthouse bench's report: the table of the public pages, with its goals beside the
// figures and each miss in bold, then what a table cannot hold (errors, the audits that failed).
import type { AuditFailure, PageFigures } from './lighthouse-audit.ts';

export interface PageResult {
  page: string;
  figures: PageFigures | AuditFailure;
}

/** Each goal (docs/performance.md, Public pages on a phone) and whether a figure meets it; FCP has none of its own. */
const GOALS = {
  performance: { text: '≥ 90', met: (v: number) => v >= 90 },
  lcp: { text: '≤ 2.5 s', met: (v: number) => v <= 2.5 },
  fcp: { text: '', met: () => true },
  cls: { text: '≤ 0.1', met: (v: number) => v <= 0.1 },
  accessibility: { text: '100', met: (v: number) => v === 100 },
  bestPractices: { text: '100', met: (v: number) => v === 100 },
  seo: { text: '100', met: (v: number) => v === 100 },
} satisfies Partial<Record<keyof PageFigures, { text: string; met: (value: number) => boolean }>>;
const COLUMNS = Object.keys(GOALS) as (keyof typeof GOALS)[];
const HEADINGS = ['page', 'performance', 'LCP', 'FCP', 'CLS', 'accessibility', 'best practices', 'SEO'];

export const failed = (figures: PageFigures | AuditFailure): figures is AuditFailure => 'code' in figures;

const shown = (column: keyof typeof GOALS, value: number) =>
  column === 'lcp' || column === 'fcp' ? `${value.toFixed(1)} s` : column === 'cls' ? value.toFixed(3) : String(value);

function row({ page, figures }: PageResult): string[] {
  if (failed(figures)) return [page, `error: ${figures.code}`, ...COLUMNS.slice(1).map(() => '')];
  return [
    page,
    ...COLUMNS.map((column) => {
      const text = shown(column, figures[column]);
      return GOALS[column].met(figures[column]) ? text : `**${text}**`;
    }),
  ];
}

/** A Markdown table, its columns padded to line up in a terminal; figures aligned right. */
function table(rows: string[][]): string {
  const widths = HEADINGS.map((_, i) => Math.max(...rows.map((cells) => cells[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(rows[0]), rule, ...rows.slice(1).map(line)].join('\n');
}

export function report(results: PageResult[]): string {
  const rows = [HEADINGS, ['goal', ...COLUMNS.map((column) => GOALS[column].text)], ...results.map(row)];
  const notes = results.flatMap(({ page, figures }) =>
    failed(figures)
      ? [`- ${page}: ${figures.message}`]
      : figures.failedAudits.length
        ? [`- ${page}: failed ${figures.failedAudits.join(', ')}`]
        : [],
  );
  const met = results.filter(({ figures }) => !failed(figures) && COLUMNS.every((c) => GOALS[c].met(figures[c])));
  return [
    `Misses in bold; ${met.length} of ${results.length} pages meet every goal.`,
    '',
    table(rows),
    ...(notes.length ? ['', 'Errors (after one retry) and the audits that keep a score under 100:', ...notes] : []),
  ].join('\n');
}
