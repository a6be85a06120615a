import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Switch } from '#portal/ui/Switch/Switch.tsx';

const meta = { title: 'UI/Switch', component: Switch } satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

function ActiveSwitch() {
  const { t } = useLingui();
  const [active, setActive] = useState(true);
  return <Switch label={t`Student Status`} checked={active} onChange={setActive} />;
}

export const OnAndOff: Story = {
  args: { label: '', checked: false, onChange: () => undefined },
  render: () => <ActiveSwitch />,
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).toHaveAccessibleName();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};
