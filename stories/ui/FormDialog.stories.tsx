import { Trans, useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '#portal/ui/Button/Button.tsx';
import { FormDialog } from '#portal/ui/FormDialog/FormDialog.tsx';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';

const meta = { title: 'UI/FormDialog', component: FormDialog } satisfies Meta<typeof FormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

function RejectClaim() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [sent, setSent] = useState<string>();
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t`Reject`}
      </Button>
      {sent !== undefined && <p role="status">{t`The claim was rejected`}</p>}
      {open && (
        <FormDialog
          title={t`Reject university claim`}
          submitLabel={<Trans>Reject</Trans>}
          danger
          busy={false}
          submitDisabled={!reason.trim()}
          onSubmit={() => {
            setSent(reason);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        >
          <TextArea label={t`Reason`} required value={reason} onChange={(event) => setReason(event.target.value)} />
        </FormDialog>
      )}
    </>
  );
}

export const SubmitFromTheFooter: Story = {
  args: {
    title: '',
    submitLabel: '',
    busy: false,
    onSubmit: () => undefined,
    onClose: () => undefined,
    children: null,
  },
  render: () => <RejectClaim />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await within(document.body).findByRole('dialog');
    const buttons = within(dialog).getAllByRole('button');
    const submit = buttons[buttons.length - 1];
    // The footer's button submits the form above it, once there is something to send.
    await expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox'), 'x');
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
