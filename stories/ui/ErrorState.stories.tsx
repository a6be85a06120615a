import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';

const meta = { title: 'UI/ErrorState', component: ErrorState } satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <ErrorState
      title={t`Error loading universities`}
      message={t`There was an error loading the universities. Please try again later.`}
      onRetry={onRetry}
    />
  );
}

export const TryAgain: Story = {
  args: { title: '', onRetry: fn() },
  render: (args) => <LoadError onRetry={args.onRetry!} />,
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
