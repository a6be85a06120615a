import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination } from '#portal/ui/Pagination/Pagination.tsx';

const meta = { title: 'UI/Pagination', component: Pagination } satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

function Pages({ pages }: { pages: number }) {
  const [page, setPage] = useState(1);
  return <Pagination page={page} pages={pages} onChange={setPage} />;
}

export const SlidingWindowOfFive: Story = {
  args: { page: 1, pages: 20, onChange: () => undefined },
  render: (args) => <Pages pages={args.pages} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const numbered = () => canvas.getAllByRole('button').filter((b) => b.hasAttribute('aria-label'));
    const current = () => numbered().find((b) => b.getAttribute('aria-current') === 'page')!;
    await expect(numbered()).toHaveLength(5);
    const [previous] = canvas.getAllByRole('button');
    await expect(previous).toBeDisabled();
    // Go to page 5: the window slides to 3-7 and page 5 is in its middle.
    await userEvent.click(numbered()[4]);
    await userEvent.click(numbered()[4]);
    await expect(numbered().indexOf(current())).toBe(2);
    await expect(numbered()).toHaveLength(5);
  },
};

export const OnePageShowsNothing: Story = {
  args: { page: 1, pages: 1, onChange: () => undefined },
  render: (args) => <Pages pages={args.pages} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
