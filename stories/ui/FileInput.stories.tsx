import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from '#portal/ui/Field/Field.tsx';
import { FileInput } from '#portal/ui/FileInput/FileInput.tsx';

const meta = { title: 'UI/FileInput', component: FileInput } satisfies Meta<typeof FileInput>;
export default meta;
type Story = StoryObj<typeof meta>;

function LogoPicker() {
  const { t } = useLingui();
  const [size, setSize] = useState<number>();
  return (
    <div style={{ maxWidth: '28rem' }} data-picked-size={size}>
      <Field label={t`Logo`} hint={t`An image smaller than 5 MB`}>
        {(props) => (
          <FileInput
            accept="image/*"
            buttonLabel={t`Choose an image`}
            emptyText={t`No image chosen`}
            onPick={(file) => setSize(file?.size)}
            {...props}
          />
        )}
      </Field>
    </div>
  );
}

export const PickAFile: Story = {
  args: {
    id: '',
    'aria-invalid': undefined,
    'aria-describedby': undefined,
    'aria-required': undefined,
    buttonLabel: '',
    emptyText: '',
    onPick: () => undefined,
  },
  render: () => <LogoPicker />,
  play: async ({ canvasElement }) => {
    // The native input stays the labelled control, described by the hint; the button is for the mouse only.
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await expect(canvasElement.querySelector(`label[for="${CSS.escape(input.id)}"]`)).toBeTruthy();
    await expect(input).toHaveAttribute('aria-describedby');
    await userEvent.upload(input, new File(['logo'], 'logo.png', { type: 'image/png' }));
    await expect(within(canvasElement).getByText('logo.png')).toBeTruthy();
    await expect(canvasElement.querySelector('[data-picked-size="4"]')).toBeTruthy();
  },
};
