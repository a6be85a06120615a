import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import * as conversations from '#sdk/resources/conversations';
import { Link } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { paths } from '#portal/paths.ts';
import { Card } from '#portal/ui/Card/Card.tsx';
import * as styles from '#portal/features/student/student.css.ts';

/** The conversations with unread messages, each a link that opens its application (`unread` reloads it). */
export function NewMessages({ unread }: { unread: number }) {
  const { t } = useLingui();
  const list = useLoad(() => conversations.list(api, { limit: 20 }), String(unread));
  if (!unread || list.status !== 'ready') return null;
  const waiting = list.data.conversations.filter((c) => c.unread > 0);
  if (!waiting.length) return null;
  return (
    <Card title={t`New messages`}>
      <ul className={styles.plainList}>
        {waiting.map((conversation) => (
          <li key={conversation.applicationId}>
            <Link to={`${paths.student.applications}?application=${conversation.applicationId}`}>
              <bdi>{conversation.programName}</bdi> · <bdi>{conversation.universityName}</bdi>
            </Link>{' '}
            <span className={styles.muted}>
              {plural(conversation.unread, { one: '# new message', other: '# new messages' })}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        <Trans>Open an application to read its messages and answer.</Trans>
      </p>
    </Card>
  );
}
