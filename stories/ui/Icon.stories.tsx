import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, type IconName } from '#portal/ui/Icon/Icon.tsx';

const meta = { title: 'UI/Icon', component: Icon } satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

const NAMES: IconName[] = [
  'arrowStart',
  'arrowEnd',
  'chevronStart',
  'chevronEnd',
  'menu',
  'close',
  'eye',
  'globe',
  'check',
  'alert',
  'info',
  'user',
  'search',
];

/** Directional icons (arrows, chevrons) turn around in right-to-left layouts. */
export const All: Story = {
  args: { name: 'arrowEnd' },
  render: () => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      {NAMES.map((name) => (
        <Icon key={name} name={name} size={24} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(NAMES.length);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};
