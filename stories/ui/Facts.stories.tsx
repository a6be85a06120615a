import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Facts } from '#portal/ui/Facts/Facts.tsx';

const meta = { title: 'UI/Facts', component: Facts } satisfies Meta<typeof Facts>;
export default meta;
type Story = StoryObj<typeof meta>;

function StudentFacts() {
  const { t } = useLingui();
  return (
    <Facts
      items={[
        { key: 'email', term: t`Email`, value: <span dir="ltr">lina.haddad@example.com</span> },
        { key: 'nationality', term: t`Nationality`, value: t`Jordan` },
        { key: 'passport', term: t`Passport number`, value: undefined },
      ]}
    />
  );
}

/** Terms and values; the entry without a value is left out. */
export const LeavesOutEmpty: Story = {
  args: { items: [] },
  render: () => <StudentFacts />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('dt')).toHaveLength(2);
  },
};
