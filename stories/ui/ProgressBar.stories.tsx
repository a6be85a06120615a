import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useFormat } from '#portal/lib/format.ts';
import { ProgressBar } from '#portal/ui/ProgressBar/ProgressBar.tsx';

const meta = { title: 'UI/ProgressBar', component: ProgressBar } satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

function Progress() {
  const { t } = useLingui();
  const format = useFormat();
  const [two, four] = [format.number(2), format.number(4)];
  return (
    <div style={{ maxWidth: '28rem', display: 'grid', gap: '1rem' }}>
      <ProgressBar value={50} label={t`Step ${two} of ${four}`} />
      <ProgressBar value={85} label={t`Profile completion`} />
    </div>
  );
}

export const Steps: Story = {
  args: { value: 0, label: '' },
  render: () => <Progress />,
  play: async ({ canvasElement }) => {
    const [steps, profile] = within(canvasElement).getAllByRole('progressbar');
    await expect(steps).toHaveAttribute('aria-valuenow', '50');
    await expect(profile).toHaveAttribute('aria-valuenow', '85');
    await expect(steps).toHaveAccessibleName();
  },
};
