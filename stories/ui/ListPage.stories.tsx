import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useListFilters } from '#portal/lib/use-list-filters.ts';
import { useSelection } from '#portal/lib/use-selection.ts';
import { BulkBar } from '#portal/ui/BulkBar/BulkBar.tsx';
import { selectionColumn } from '#portal/ui/BulkBar/selection-column.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { ListResults } from '#portal/ui/ListResults/ListResults.tsx';
import { useActiveFilter } from '#portal/ui/ListToolbar/active-filter.ts';
import { ListToolbar } from '#portal/ui/ListToolbar/ListToolbar.tsx';

const meta = { title: 'UI/ListPage', component: ListToolbar } satisfies Meta<typeof ListToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

interface Agency {
  id: number;
  name: string;
  active: boolean;
}

const AGENCIES: Agency[] = [
  { id: 1, name: 'Atlas Study', active: true },
  { id: 2, name: 'Nile Education', active: false },
  { id: 3, name: 'Orion Advisors', active: true },
];

/** A list page as the areas build it: the toolbar, then the results with their bulk bar. */
function AgencyList({ mode }: { mode: 'live' | 'submit' }) {
  const { t } = useLingui();
  const list = useListFilters({ search: '', status: '' });
  const selection = useSelection();
  const activeFilter = useActiveFilter();
  const rows = AGENCIES.filter(
    (a) =>
      a.name.toLowerCase().includes(list.filters.search.toLowerCase()) &&
      (!list.filters.status || a.active === (list.filters.status === 'active')),
  );
  const load = { status: 'ready' as const, data: { rows, pagination: { pages: 1 } }, retry: () => undefined };
  return (
    <>
      <ListToolbar list={list} mode={mode} search={{ label: t`Search agencies` }} filters={[activeFilter]} />
      <ListResults
        load={load}
        rows={(answer) => answer.rows}
        loadingLabel={t`Loading agencies…`}
        errorTitle={t`Error loading agencies`}
        empty={<EmptyState icon="search" title={t`No agencies match your filters`} />}
        bulk={
          <BulkBar
            selection={selection}
            actions={[{ action: 'activate', label: t`Activate`, name: t`activate` }]}
            run={() => Promise.resolve()}
            onDone={() => undefined}
          />
        }
        caption={t`Agencies`}
        rowKey={(a) => a.id}
        columns={[
          selectionColumn(selection, rows, {
            all: t`Select all agencies on this page`,
            row: ({ name }) => t`Select ${name}`,
          }),
          { key: 'agency', header: t`Agency`, cell: (a) => <bdi>{a.name}</bdi> },
        ]}
        page={1}
        onPage={() => undefined}
      />
    </>
  );
}

export const LiveFiltersAndBulkBar: Story = {
  args: {
    list: { filters: { search: '' }, filter: () => undefined, filtered: false, clear: () => undefined },
    search: { label: '' },
  },
  render: () => <AgencyList mode="live" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    // The status filter narrows the rows; Clear Filters brings them back.
    await userEvent.selectOptions(canvas.getByRole('combobox'), 'inactive');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    const buttons = canvas.getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1]);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(4));
    // Ticking a row shows the bulk bar with its count.
    await userEvent.click(canvas.getAllByRole('checkbox')[1]);
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

export const SubmittedSearchAndEmptyState: Story = {
  args: {
    list: { filters: { search: '' }, filter: () => undefined, filtered: false, clear: () => undefined },
    search: { label: '' },
  },
  render: () => <AgencyList mode="submit" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox');
    // Typing alone filters nothing; Enter searches.
    await userEvent.type(search, 'zzz');
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await userEvent.type(search, '{Enter}');
    await waitFor(() => expect(canvas.queryByRole('table')).toBeNull());
    await expect(canvas.getByRole('search')).toBeInTheDocument();
  },
};
