import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useFormat } from '#portal/lib/format.ts';
import { StatCard } from '#portal/ui/StatCard/StatCard.tsx';

const meta = { title: 'UI/StatCard', component: StatCard } satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

function Stats() {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' }}>
      <StatCard label={t`Applications`} value={format.number(1284)} hint={t`This year`} />
      <StatCard label={t`Acceptance rate`} value={format.percent(62)} />
      <StatCard label={t`Documents`} value={format.number(7)} />
    </div>
  );
}

export const Figures: Story = {
  args: { label: '', value: '' },
  render: () => <Stats />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('term')).toHaveLength(3);
  },
};
