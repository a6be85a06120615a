import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import * as conversations from '#sdk/resources/conversations';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { Conversation } from '#portal/lib/conversation/Conversation.tsx';
import { usePolled } from '#portal/lib/use-polled.ts';
import { EmptyState } from '#portal/ui/EmptyState/EmptyState.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';

/** The Messages tab of a student's page: the conversation of each of the student's applications. */
export function StudentMessages({ studentId }: { studentId: number }) {
  const { t } = useLingui();
  // Loaded once; refreshed in the background (no skeleton) when a conversation has been read.
  const list = usePolled(() => conversations.list(api, { studentId, limit: 100 }), `student-${studentId}`, 0);
  const [chosen, setChosen] = useState<number>();
  if (list.status === 'loading') return <Skeleton lines={3} label={t`Loading the messages…`} />;
  if (list.status === 'failed') return <ErrorState title={t`The messages could not be loaded`} onRetry={list.retry} />;
  const items = list.data.conversations;
  if (!items.length)
    return (
      <EmptyState
        title={t`No applications yet`}
        description={t`Each application of this student has its own conversation with the admins and the university.`}
      />
    );
  const current = chosen ?? items[0]!.applicationId;
  return (
    <div>
      <Select
        label={t`Application`}
        value={String(current)}
        onChange={(event) => setChosen(Number(event.target.value))}
        options={items.map((item) => ({
          value: String(item.applicationId),
          label: `${item.programName} · ${item.universityName}${
            item.unread ? ` (${plural(item.unread, { one: '# new message', other: '# new messages' })})` : ''
          }`,
        }))}
      />
      <Conversation key={current} applicationId={current} onRead={list.refresh} />
    </div>
  );
}
