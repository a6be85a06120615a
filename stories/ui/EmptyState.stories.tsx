import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';

const meta = { title: 'UI/EmptyState', component: EmptyState } satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

function NoUniversities() {
  const { t } = useLingui();
  return (
    <EmptyState
      icon="search"
      title={t`No universities found`}
      description={t`Try another search or remove a filter.`}
      action={<ButtonLink to="/universities">{t`Browse universities`}</ButtonLink>}
    />
  );
}

export const WithAction: Story = {
  args: { title: '' },
  render: () => <NoUniversities />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toBeTruthy();
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '/universities');
  },
};
