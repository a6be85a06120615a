import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useFormat } from '#portal/lib/format.ts';
import { Checkbox } from '#portal/ui/Checkbox/Checkbox.tsx';

const meta = { title: 'UI/Checkbox', component: Checkbox } satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

function Country() {
  const format = useFormat();
  const [checked, setChecked] = useState(false);
  return <Checkbox label={format.country('Germany')} checked={checked} onChange={setChecked} />;
}

export const Toggle: Story = {
  args: { label: '', onChange: () => undefined },
  render: () => <Country />,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
