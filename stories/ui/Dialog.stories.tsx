import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Dialog } from '#portal/ui/Dialog/Dialog.tsx';

const meta = { title: 'UI/Dialog', component: Dialog } satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

function DeleteConfirm() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t`Delete`}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t`Delete application?`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t`Cancel`}
            </Button>
            <Button variant="danger" onClick={() => setOpen(false)}>
              {t`Delete`}
            </Button>
          </>
        }
      >
        <p>{t`This draft will be removed. This cannot be undone.`}</p>
      </Dialog>
    </>
  );
}

export const FocusTrapEscapeAndReturn: Story = {
  args: { open: false, onClose: () => undefined, title: '', children: null },
  render: () => <DeleteConfirm />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button');
    await userEvent.click(opener);
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleName();
    const buttons = within(dialog).getAllByRole('button');
    // Focus moved in; Tab from the last button wraps to the first, Shift+Tab back.
    await expect(dialog.contains(document.activeElement)).toBe(true);
    buttons[buttons.length - 1].focus();
    await userEvent.tab();
    await expect(buttons[0]).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(buttons[buttons.length - 1]).toHaveFocus();
    // Escape closes it and focus returns to the opener.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};
