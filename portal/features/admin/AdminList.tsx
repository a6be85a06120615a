import type { ReactNode } from 'react';
import { isolate } from '#portal/lib/bidi.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import type { Loaded } from '#portal/lib/use-load.ts';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Pagination } from '#portal/ui/Pagination/Pagination.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { Table, type TableProps } from '#portal/ui/Table/Table.tsx';

type AdminListProps<Row, Answer extends { pagination: { pages: number } }> = Omit<TableProps<Row>, 'hideCaption'> & {
  /** The page of the list as loaded, with its retry. */
  load: Loaded<Answer> & { retry: () => void };
  /** Read by screen readers while the page loads. */
  loadingLabel: string;
  /** The error's title, with the server's reason put in (isolated in its sentence). */
  errorTitle: (message: string) => string;
  /** Actions on the selected rows, shown above the table once it has loaded. */
  bulk?: ReactNode;
  page: number;
  onPage: (page: number) => void;
};

/** An admin list's body: a skeleton while it loads, its error with Retry, else its bulk actions, table and pages. */
export function AdminList<Row, Answer extends { pagination: { pages: number } }>({
  load,
  loadingLabel,
  errorTitle,
  bulk,
  page,
  onPage,
  ...table
}: AdminListProps<Row, Answer>) {
  const { error: errorMessage } = useErrorText();
  if (load.status === 'loading') return <Skeleton lines={6} height="3rem" label={loadingLabel} />;
  if (load.status === 'failed')
    return <ErrorState title={errorTitle(isolate(errorMessage(load.error)))} onRetry={load.retry} />;
  return (
    <>
      {bulk}
      <Table hideCaption {...table} />
      <Pagination page={page} pages={load.data.pagination.pages} onChange={onPage} />
    </>
  );
}
