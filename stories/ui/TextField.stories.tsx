import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '#portal/ui/TextField/TextField.tsx';

const meta = { title: 'UI/TextField', component: TextField } satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

function Fields() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  return (
    <div style={{ maxWidth: '28rem' }}>
      <TextField
        label={t`Email`}
        type="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        hint={t`We never share your address`}
      />
      <TextField label={t`City`} required error={t`City is required`} defaultValue="" />
    </div>
  );
}

export const LabelHintAndError: Story = {
  args: { label: '' },
  render: () => <Fields />,
  play: async ({ canvasElement }) => {
    const [email, city] = within(canvasElement).getAllByRole('textbox');
    // Each input has its label; the hint and the error are announced with it.
    await expect(canvasElement.querySelector(`label[for="${CSS.escape(email.id)}"]`)).toBeTruthy();
    await expect(email).toHaveAttribute('aria-describedby');
    await expect(city).toHaveAttribute('aria-invalid', 'true');
    await expect(canvasElement.querySelector(`#${CSS.escape(city.getAttribute('aria-describedby')!)}`)).toHaveAttribute(
      'role',
      'alert',
    );
    await userEvent.type(email, 'lina@example.com');
    await expect(email).toHaveValue('lina@example.com');
  },
};
