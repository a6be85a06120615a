import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AreaNav } from '#portal/ui/AreaNav/AreaNav.tsx';

const meta = { title: 'UI/AreaNav', component: AreaNav } satisfies Meta<typeof AreaNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The preview's router is at `/`, so the first link is the current screen. */
function StudentArea() {
  const { t } = useLingui();
  return (
    <AreaNav
      label={t`Student area`}
      links={[
        { to: '/', label: t`Dashboard`, end: true },
        { to: '/applications', label: t`Applications` },
        { to: '/documents', label: t`Documents` },
        { to: '/profile', label: t`Profile` },
      ]}
    />
  );
}

export const CurrentScreen: Story = {
  args: { label: '', links: [] },
  render: () => <StudentArea />,
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(1);
    await expect(links[0].getAttribute('aria-current')).toBe('page');
  },
};
