import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from '#portal/ui/PasswordField/PasswordField.tsx';

const meta = { title: 'UI/PasswordField', component: PasswordField } satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

function Field() {
  const { t } = useLingui();
  return <PasswordField label={t`Password`} hint={t`At least 6 characters`} defaultValue="secret-password" />;
}

export const ShowAndHide: Story = {
  args: { label: '' },
  render: () => <Field />,
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input')!;
    const toggle = within(canvasElement).getByRole('button');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};
