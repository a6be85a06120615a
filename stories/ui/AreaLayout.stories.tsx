import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, within } from 'storybook/test';
import { AreaLayout } from '#portal/ui/AreaLayout/AreaLayout.tsx';

const meta = { title: 'UI/AreaLayout', component: AreaLayout } satisfies Meta<typeof AreaLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The preview's router is at `/`: the layout is that route, and its index screen shows below the navigation. */
function StudentArea() {
  const { t } = useLingui();
  const links = [
    { to: '/', label: t`Dashboard`, end: true },
    { to: '/profile', label: t`Profile` },
  ];
  return (
    <Routes>
      <Route path="/" element={<AreaLayout label={t`Student area`} links={links} />}>
        <Route index element={<h1>{t`Student Dashboard`}</h1>} />
      </Route>
    </Routes>
  );
}

export const NavigationThenScreen: Story = {
  args: { label: '', links: [] },
  render: () => <StudentArea />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    const screen = canvas.getByRole('heading', { level: 1 });
    await expect(within(nav).getAllByRole('link')).toHaveLength(2);
    await expect(nav.compareDocumentPosition(screen) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};
