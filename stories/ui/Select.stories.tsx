import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EUROPEAN_COUNTRIES } from '#sdk/schemas/constants';
import { expect, userEvent, within } from 'storybook/test';
import { useFormat } from '#portal/lib/format.ts';
import { Select } from '#portal/ui/Select/Select.tsx';

const meta = { title: 'UI/Select', component: Select } satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

function CountrySelect() {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <div style={{ maxWidth: '20rem' }}>
      <Select
        label={t`Country`}
        required
        placeholder={t`Select a country`}
        options={EUROPEAN_COUNTRIES.slice(0, 6).map((c) => ({ value: c, label: format.country(c) }))}
        defaultValue=""
      />
    </div>
  );
}

export const Countries: Story = {
  args: { label: '', options: [] },
  render: () => <CountrySelect />,
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(select).toHaveAttribute('aria-required', 'true');
    await userEvent.selectOptions(select, 'France');
    await expect(select).toHaveValue('France');
  },
};
