import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '#portal/ui/Badge/Badge.tsx';

const meta = { title: 'UI/Badge', component: Badge } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

function Statuses() {
  const { t } = useLingui();
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Badge>{t`Draft`}</Badge>
      <Badge tone="brand">{t`Submitted`}</Badge>
      <Badge tone="warning">{t`Under Review`}</Badge>
      <Badge tone="success">{t`Accepted`}</Badge>
      <Badge tone="danger">{t`Rejected`}</Badge>
    </div>
  );
}

export const Tones: Story = {
  args: { children: null },
  render: () => <Statuses />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('span').length).toBeGreaterThanOrEqual(5);
  },
};
