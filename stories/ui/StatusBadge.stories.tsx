import type { Meta, StoryObj } from '@storybook/react-vite';
import { APPLICATION_STATUSES } from '#sdk/schemas/enums';
import { expect } from 'storybook/test';
import { StatusBadge } from '#portal/ui/StatusBadge/StatusBadge.tsx';

const meta = { title: 'UI/StatusBadge', component: StatusBadge } satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every status of the application status machine, as lists, boards and detail pages show it. */
export const EveryStatus: Story = {
  args: { status: 'DRAFT' },
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {APPLICATION_STATUSES.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('span').length).toBe(APPLICATION_STATUSES.length);
  },
};
