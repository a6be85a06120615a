import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '#portal/ui/Button/Button.tsx';
import { ConfirmDialog } from '#portal/ui/ConfirmDialog/ConfirmDialog.tsx';

const meta = { title: 'UI/ConfirmDialog', component: ConfirmDialog } satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

function Deactivate() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {done ? t`Deactivated` : t`Deactivate`}
      </Button>
      <ConfirmDialog
        open={open}
        danger
        title={t`Deactivate student?`}
        confirmLabel={t`Deactivate`}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setDone(true);
          setOpen(false);
        }}
      >
        <p>{t`The student stays in your records and can be reactivated.`}</p>
      </ConfirmDialog>
    </>
  );
}

export const AskThenAct: Story = {
  args: {
    open: false,
    title: '',
    children: null,
    confirmLabel: '',
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
  render: () => <Deactivate />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button');
    const before = opener.textContent;
    await userEvent.click(opener);
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(within(canvasElement).getByRole('button').textContent).not.toBe(before);
  },
};
