import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '#portal/ui/Button/Button.tsx';
import { ToastProvider, useToast } from '#portal/ui/Toasts/Toasts.tsx';

const meta = { title: 'UI/Toasts', component: ToastProvider } satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

function Triggers() {
  const { t } = useLingui();
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <Button onClick={() => toast.success(t`Logged in successfully!`)}>{t`Success`}</Button>
      <Button variant="danger" onClick={() => toast.error(t`Login failed`, t`Invalid email or password`)}>
        {t`Error`}
      </Button>
    </div>
  );
}

export const SuccessAndError: Story = {
  args: { children: null },
  render: () => <Triggers />,
  play: async ({ canvasElement }) => {
    const [success, failure] = within(canvasElement).getAllByRole('button');
    await userEvent.click(success);
    await expect(await within(document.body).findByRole('status')).toBeTruthy();
    await userEvent.click(failure);
    const alert = await within(document.body).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(within(document.body).queryByRole('alert')).toBeNull();
  },
};
