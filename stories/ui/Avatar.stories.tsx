import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from '#portal/ui/Avatar/Avatar.tsx';

const meta = { title: 'UI/Avatar', component: Avatar } satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  args: { name: 'Lina Haddad', size: 'lg' },
  // A person's name is shown as written, in any language.
  parameters: { arabicText: false },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img');
    await expect(avatar).toHaveAccessibleName('Lina Haddad');
    await expect(avatar).toHaveTextContent('LH');
  },
};

export const ArabicName: Story = {
  args: { name: 'لينا حداد', size: 'md' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveTextContent('لح');
  },
};
