import { useLingui } from '@lingui/react/macro';
import type { MouseEventHandler } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Icon } from '#portal/ui/Icon/Icon.tsx';

const meta = { title: 'UI/Button', component: Button } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

function AllButtons({ onClick }: { onClick?: MouseEventHandler<HTMLButtonElement> }) {
  const { t } = useLingui();
  return (
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', alignItems: 'center' }}>
      <Button onClick={onClick}>{t`Apply Now`}</Button>
      <Button variant="secondary">{t`Save as Draft`}</Button>
      <Button variant="ghost" icon={<Icon name="arrowStart" />}>
        {t`Previous`}
      </Button>
      <Button variant="danger">{t`Delete`}</Button>
      <Button size="sm">{t`Small`}</Button>
      <Button size="lg">{t`Large`}</Button>
      <Button loading>{t`Saving…`}</Button>
      <Button disabled>{t`Disabled`}</Button>
      <ButtonLink to="/universities" variant="secondary">
        {t`Browse universities`}
        <Icon name="arrowEnd" />
      </ButtonLink>
    </div>
  );
}

export const Variants: Story = {
  args: { onClick: fn() },
  render: (args) => <AllButtons onClick={args.onClick} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await userEvent.click(buttons[0]);
    await expect(args.onClick).toHaveBeenCalledOnce();
    // The loading button is busy and blocked; the disabled one too.
    const busy = buttons.find((b) => b.getAttribute('aria-busy') === 'true')!;
    await expect(busy).toBeDisabled();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/universities');
  },
};
