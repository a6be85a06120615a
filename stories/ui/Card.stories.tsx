import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { ButtonLink } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';

const meta = { title: 'UI/Card', component: Card } satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

function UniversityCard() {
  const { t } = useLingui();
  return (
    <div style={{ maxWidth: '24rem' }}>
      <Card title={t`Heidelberg University`} actions={<Badge tone="brand">{t`Featured`}</Badge>}>
        <p>{t`Heidelberg, Germany`}</p>
        <ButtonLink to="/universities/1" size="sm">
          {t`View details`}
        </ButtonLink>
      </Card>
    </div>
  );
}

export const WithTitleAndActions: Story = {
  render: () => <UniversityCard />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeTruthy();
  },
};
