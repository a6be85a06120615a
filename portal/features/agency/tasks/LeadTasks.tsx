import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '#portal/ui/Button/Button.tsx';
import { RecordTasks } from './RecordTasks.tsx';

/** A lead's tasks in the inbox, behind a button (a lead has no page of its own). */
export function LeadTasks({ leadId }: { leadId: number }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t`Hide tasks` : t`Tasks`}
      </Button>
      {open && <RecordTasks type="LEAD" id={leadId} />}
    </>
  );
}
