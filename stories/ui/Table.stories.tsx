import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useFormat } from '#portal/lib/format.ts';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { Table } from '#portal/ui/Table/Table.tsx';

const meta = { title: 'UI/Table', component: Table } satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

const ROWS = [
  { id: 1, name: 'Lina Haddad', country: 'Jordan', applications: 3, since: '2026-09-14' },
  { id: 2, name: 'Omar Said', country: 'Egypt', applications: 1, since: '2026-10-02' },
];

function Students({ empty = false }: { empty?: boolean }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <Table
      caption={t`Students`}
      rows={empty ? [] : ROWS}
      rowKey={(row) => row.id}
      empty={t`No students yet`}
      columns={[
        { key: 'name', header: t`Name`, cell: (row) => row.name },
        { key: 'country', header: t`Nationality`, cell: (row) => format.country(row.country) },
        {
          key: 'applications',
          header: t`Applications`,
          cell: (row) => <Badge>{format.number(row.applications)}</Badge>,
        },
        { key: 'since', header: t`Added`, cell: (row) => format.date(row.since) },
      ]}
    />
  );
}

export const Rows: Story = {
  args: { caption: '', columns: [], rows: [], rowKey: () => 0 },
  render: () => <Students />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).toHaveAccessibleName();
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    // The scroll box is a tab stop named by the caption, so a wide table can be scrolled from the keyboard.
    await expect(within(canvasElement).getByRole('region')).toHaveAccessibleName(
      table.querySelector('caption')!.textContent!,
    );
  },
};

export const Empty: Story = {
  args: { caption: '', columns: [], rows: [], rowKey: () => 0 },
  render: () => <Students empty />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(2);
  },
};
