import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { RadioGroup } from '#portal/ui/RadioGroup/RadioGroup.tsx';

const meta = { title: 'UI/RadioGroup', component: RadioGroup } satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

function AccountType() {
  const { t } = useLingui();
  const [type, setType] = useState<'AGENCY' | 'UNIVERSITY' | 'STUDENT'>('AGENCY');
  return (
    <RadioGroup
      legend={t`Account type`}
      name="story-account-type"
      value={type}
      onChange={setType}
      options={[
        {
          value: 'AGENCY',
          label: t`Education Agency`,
          description: t`Help students find and apply to European universities`,
        },
        { value: 'UNIVERSITY', label: t`University`, description: t`Manage applications and admissions` },
        { value: 'STUDENT', label: t`Student`, description: t`Apply directly to universities` },
      ]}
    />
  );
}

export const AccountTypes: Story = {
  args: { legend: '', name: '', value: '', options: [], onChange: () => undefined },
  render: () => <AccountType />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toBeTruthy();
    const radios = canvas.getAllByRole('radio');
    await expect(radios[0]).toBeChecked();
    await userEvent.click(radios[2]);
    await expect(radios[2]).toBeChecked();
    await expect(radios[0]).not.toBeChecked();
  },
};
