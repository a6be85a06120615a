import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';

interface SettingsFormCardProps {
  title: string;
  /** From `useSettingsForm`. */
  saving: boolean;
  submit: () => Promise<void>;
  children: ReactNode;
}

/** A card holding one settings form: its fields, then Save. */
export function SettingsFormCard({ title, saving, submit, children }: SettingsFormCardProps) {
  return (
    <Card title={title}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {children}
        <Button type="submit" loading={saving}>
          <Trans>Save</Trans>
        </Button>
      </form>
    </Card>
  );
}
