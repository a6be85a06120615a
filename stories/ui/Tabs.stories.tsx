import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from '#portal/ui/Tabs/Tabs.tsx';

const meta = { title: 'UI/Tabs', component: Tabs } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

function UniversityTabs() {
  const { t } = useLingui();
  return (
    <Tabs
      label={t`University details`}
      tabs={[
        { value: 'overview', label: t`Overview`, content: <p>{t`A public research university founded in 1386.`}</p> },
        { value: 'programs', label: t`Programs`, content: <p>{t`Computer Science, Medicine, Law`}</p> },
        {
          value: 'admissions',
          label: t`Admissions`,
          content: <p>{t`Apply by 15 January for the winter semester.`}</p>,
        },
      ]}
    />
  );
}

export const Keyboard: Story = {
  args: { label: '', tabs: [] },
  render: () => <UniversityTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    await userEvent.click(tabs[1]);
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[1].id);
    // Arrow keys follow the reading direction: "next" is to the right in English, to the left in Arabic.
    const rtl = canvasElement.querySelector('[dir="rtl"]') !== null;
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs[2]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(tabs[2]).toHaveFocus();
  },
};
