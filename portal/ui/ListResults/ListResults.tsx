import type { ReactNode } from 'react';
import { isolate } from '#portal/lib/bidi.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import type { Loaded } from '#portal/lib/use-load.ts';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Pagination } from '#portal/ui/Pagination/Pagination.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { Table, type TableProps } from '#portal/ui/Table/Table.tsx';

type ListResultsProps<Row, Answer extends { pagination: { pages: number } }> = Omit<
  TableProps<Row>,
  'hideCaption' | 'rows' | 'empty'
> & {
  /** The page of the list as loaded, with its retry. */
  load: Loaded<Answer> & { retry: () => void };
  /** The loaded page's rows. */
  rows: (answer: Answer) => readonly Row[];
  /** Read by screen readers while the page loads. */
  loadingLabel: string;
  /**
   * The error's title: a text, with the reason under it; or a sentence that puts the reason in
   * (isolated, so a reason in the other direction does not scramble it).
   */
  errorTitle: string | ((message: string) => string);
  /** Shown instead of the table when the page has no rows (with filters: "No … match"). */
  empty: ReactNode;
  /** Actions on the selected rows, shown above the table once it has loaded. */
  bulk?: ReactNode;
  page: number;
  onPage: (page: number) => void;
};

type ListStateProps<Row, Answer> = Pick<ListResultsProps<Row, never>, 'loadingLabel' | 'errorTitle' | 'empty'> & {
  load: Loaded<Answer> & { retry: () => void };
  rows: (answer: Answer) => readonly Row[];
  /** The skeleton's height per line: a table row's, or a card's. */
  lineHeight?: string;
  /** The loaded rows, when there are some. */
  children: (rows: readonly Row[], answer: Answer) => ReactNode;
};

/** Which state a list is in: a skeleton while it loads, the error with Retry, the empty state, or its rows. */
export function ListState<Row, Answer>({
  load,
  rows,
  loadingLabel,
  errorTitle,
  empty,
  lineHeight = '3rem',
  children,
}: ListStateProps<Row, Answer>) {
  const { error: errorMessage } = useErrorText();
  if (load.status === 'loading') return <Skeleton lines={6} height={lineHeight} label={loadingLabel} />;
  if (load.status === 'failed') {
    const message = errorMessage(load.error);
    return typeof errorTitle === 'string' ? (
      <ErrorState title={errorTitle} message={message} onRetry={load.retry} />
    ) : (
      <ErrorState title={errorTitle(isolate(message))} onRetry={load.retry} />
    );
  }
  const found = rows(load.data);
  return found.length ? children(found, load.data) : empty;
}

/** A list's results in a table: its states (`ListState`), then the bulk bar, the table and the pages. */
export function ListResults<Row, Answer extends { pagination: { pages: number } }>({
  load,
  rows,
  loadingLabel,
  errorTitle,
  empty,
  bulk,
  page,
  onPage,
  ...table
}: ListResultsProps<Row, Answer>) {
  return (
    <ListState load={load} rows={rows} loadingLabel={loadingLabel} errorTitle={errorTitle} empty={empty}>
      {(found, answer) => (
        <>
          {bulk}
          <Table hideCaption rows={found} {...table} />
          <Pagination page={page} pages={answer.pagination.pages} onChange={onPage} />
        </>
      )}
    </ListState>
  );
}
