import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';

const meta = { title: 'UI/TextArea', component: TextArea } satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

function Statement() {
  const { t } = useLingui();
  return <TextArea label={t`Personal statement`} hint={t`At least 100 characters`} defaultValue="" />;
}

export const WithHint: Story = {
  args: { label: '' },
  render: () => <Statement />,
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox');
    await userEvent.type(area, 'Hello');
    await expect(area).toHaveValue('Hello');
  },
};
