import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ActionMenu } from '#portal/ui/ActionMenu/ActionMenu.tsx';

const meta = { title: 'UI/ActionMenu', component: ActionMenu } satisfies Meta<typeof ActionMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

function RowMenu() {
  const { t } = useLingui();
  const [picked, setPicked] = useState('');
  return (
    <>
      <ActionMenu
        label={t`Actions for Lina Haddad`}
        actions={[
          { label: t`View Details`, to: '/students/1' },
          { label: t`Deactivate`, danger: true, onSelect: () => setPicked(t`Deactivate`) },
        ]}
      />
      <output>{picked}</output>
    </>
  );
}

/** The row menu opens from its button and runs the chosen action. */
export const PickAnAction: Story = {
  args: { label: '', actions: [] },
  render: () => <RowMenu />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button')[0]);
    const buttons = canvas.getAllByRole('button', { hidden: true });
    await userEvent.click(buttons[buttons.length - 1]);
    await expect(canvasElement.querySelector('output')?.textContent).not.toBe('');
  },
};
