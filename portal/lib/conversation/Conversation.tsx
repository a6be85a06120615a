import { Trans, useLingui } from '@lingui/react/macro';
import * as conversations from '#sdk/resources/conversations';
import type { ConversationMessage, ConversationRead, MessageAttachment, Participant } from '#sdk/schemas/conversation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import { useErrorText } from '#portal/lib/error-text.ts';
import { fileSize, useFormat } from '#portal/lib/format.ts';
import { saveBlob } from '#portal/lib/save-blob.ts';
import { USER_TYPE_LABELS } from '#portal/lib/labels.ts';
import { useUser } from '#portal/lib/session.ts';
import { usePolled } from '#portal/lib/use-polled.ts';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { Button, buttonClass } from '#portal/ui/Button/Button.tsx';
import { Checkbox } from '#portal/ui/Checkbox/Checkbox.tsx';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Icon } from '#portal/ui/Icon/Icon.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';
import { visuallyHidden } from '#portal/ui/theme.css.ts';
import * as styles from './Conversation.css.ts';

/**
 * New messages are fetched every 10 seconds while a conversation is open (and at once after
 * sending). Polling rather than server-sent events: it passes every proxy, needs no connection
 * held open per reader on any instance, and an answer costs one indexed query.
 */
export const CONVERSATION_POLL_MS = 10_000;

/**
 * One application's conversation, the same for every side: the student, the agency, the admins
 * and the university. Staff may write internal notes, which the applicant's side never sees.
 * Opening it marks the messages read.
 */
export function Conversation({
  applicationId,
  onRead,
  compose = false,
}: {
  applicationId: number;
  onRead?: () => void;
  /** Puts the focus in the message field once it shows (a "Send Message" button opened the conversation). */
  compose?: boolean;
}) {
  const { t } = useLingui();
  const page = usePolled(
    () => conversations.messages(api, applicationId),
    `conversation-${applicationId}`,
    CONVERSATION_POLL_MS,
  );
  const unread = page.status === 'ready' ? page.data.unread : 0;
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;
  useEffect(() => {
    if (unread > 0)
      conversations.markRead(api, applicationId).then(
        () => onReadRef.current?.(),
        // Marking read again happens with the next poll.
        () => undefined,
      );
  }, [unread, applicationId]);

  return (
    <section className={styles.section} aria-labelledby={`conversation-${applicationId}`}>
      <h3 className={styles.heading} id={`conversation-${applicationId}`}>
        <Trans>Messages</Trans>
      </h3>
      {page.status === 'loading' && <Skeleton lines={3} label={t`Loading the messages…`} />}
      {page.status === 'failed' && <ErrorState title={t`The messages could not be loaded`} onRetry={page.retry} />}
      {page.status === 'ready' && (
        <>
          <MessageList messages={page.data.messages} reads={page.data.reads} />
          <MessageForm
            applicationId={applicationId}
            canWriteInternal={page.data.canWriteInternal}
            onSent={page.refresh}
            compose={compose}
          />
        </>
      )}
    </section>
  );
}

function MessageList({ messages, reads }: { messages: ConversationMessage[]; reads: ConversationRead[] }) {
  const user = useUser();
  const end = useRef<HTMLOListElement>(null);
  const lastId = messages.at(-1)?.id;
  // Scrolls to the newest message whenever one arrives.
  useEffect(() => {
    end.current?.scrollTo({ top: end.current.scrollHeight });
  }, [lastId]);
  if (!messages.length)
    return (
      <p className={styles.empty}>
        <Trans>No messages yet. Write the first one below.</Trans>
      </p>
    );
  const myLast = messages.findLast((m) => m.author?.id === user?.id);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling list of messages is a tab stop so keyboard users can scroll it
    <ol className={styles.list} ref={end} aria-live="polite" tabIndex={0} data-testid="messages">
      {messages.map((message) => (
        <MessageItem
          key={message.id}
          message={message}
          mine={message.author?.id === user?.id}
          seenBy={
            message === myLast
              ? reads.filter((r) => r.reader.id !== user?.id && r.lastReadMessageId >= message.id).map((r) => r.reader)
              : []
          }
        />
      ))}
    </ol>
  );
}

function useParticipantName() {
  const { t, i18n } = useLingui();
  return (participant: Participant | null) => {
    if (!participant) return t`A former user`;
    const role = i18n._(USER_TYPE_LABELS[participant.userType]);
    const who = participant.name ? `${participant.name} (${role})` : role;
    // The agency's member who wrote, before the agency.
    return participant.memberName ? `${participant.memberName} · ${who}` : who;
  };
}

function MessageItem({
  message,
  mine,
  seenBy,
}: {
  message: ConversationMessage;
  mine: boolean;
  seenBy: Participant[];
}) {
  const { t } = useLingui();
  const format = useFormat();
  const name = useParticipantName();
  const when = format.date(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
  const seen = format.list(seenBy.map(name));
  return (
    <li className={message.internal ? styles.internal : mine ? styles.mine : styles.theirs}>
      <p className={styles.meta}>
        <bdi>{mine ? t`You` : name(message.author)}</bdi>
        <span aria-hidden="true">·</span>
        <time dateTime={message.createdAt}>{when}</time>
        {message.internal && (
          <Badge tone="warning">
            <Trans>Internal note</Trans>
          </Badge>
        )}
      </p>
      {message.body && (
        <p className={styles.body} dir="auto">
          {message.body}
        </p>
      )}
      {message.attachments.length > 0 && (
        <Attachments applicationId={message.applicationId} attachments={message.attachments} />
      )}
      {seen && (
        <p className={styles.seen}>
          <Trans>
            Seen by <bdi>{seen}</bdi>
          </Trans>
        </p>
      )}
    </li>
  );
}

/** A message's files, each downloaded on a click (the download needs the sign-in token, so no plain link). */
function Attachments({ applicationId, attachments }: { applicationId: number; attachments: MessageAttachment[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const toast = useToast();
  const { error: errorMessage } = useErrorText();
  const save = async (attachment: MessageAttachment) => {
    try {
      const response = await conversations.downloadAttachment(api, applicationId, attachment.id);
      saveBlob(await response.blob(), attachment.fileName);
    } catch (failure) {
      toast.error(t`The file could not be downloaded`, errorMessage(failure));
    }
  };
  return (
    <ul className={styles.attachments} aria-label={t`Attachments`}>
      {attachments.map((attachment) => (
        <li key={attachment.id} className={styles.attachment}>
          <Button variant="ghost" size="sm" onClick={() => save(attachment)}>
            <bdi>{attachment.fileName}</bdi>
          </Button>
          <span className={styles.size}>{fileSize(format, attachment.fileSize)}</span>
        </li>
      ))}
    </ul>
  );
}

function MessageForm({
  applicationId,
  canWriteInternal,
  onSent,
  compose,
}: {
  applicationId: number;
  canWriteInternal: boolean;
  onSent: () => void;
  compose: boolean;
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (compose) field.current?.focus();
  }, [compose]);
  const { t } = useLingui();
  const { text } = useErrorText();
  const format = useFormat();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [internal, setInternal] = useState(false);
  const [error, setError] = useState<string>();
  const { busy: sending, run } = useAction();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    // Files alone make a message; without files the text is needed.
    if (!body.trim() && !files.length) {
      setError(text('Please write a message'));
      return;
    }
    await run(
      async () => {
        if (files.length)
          await conversations.sendWithFiles(
            api,
            applicationId,
            conversations.attachmentForm(
              files.map((file) => ({ blob: file, name: file.name })),
              body,
              internal,
            ),
          );
        else await conversations.send(api, applicationId, { body, internal });
        setBody('');
        setFiles([]);
        setInternal(false);
        onSent();
      },
      { failed: t`The message was not sent` },
    );
  };

  return (
    <form className={styles.form} onSubmit={send} noValidate>
      <TextArea
        ref={field}
        label={t`Your message`}
        rows={3}
        value={body}
        maxLength={5000}
        error={error}
        onChange={(event) => {
          setBody(event.target.value);
          setError(undefined);
        }}
      />
      {files.length > 0 && (
        <ul className={styles.attachments} aria-label={t`Files to send`}>
          {files.map((file, index) => {
            const fileName = file.name;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be chosen twice; the rows hold no state, so name and position are enough
              <li key={`${fileName}-${index}`} className={styles.attachment}>
                <bdi>{fileName}</bdi>
                <span className={styles.size}>{fileSize(format, file.size)}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={sending}
                  aria-label={t`Remove ${fileName}`}
                  onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
                >
                  <Icon name="close" size={16} />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          <Trans>Send</Trans>
        </Button>
        <label className={styles.attach}>
          <input
            className={`${visuallyHidden} ${styles.attachInput}`}
            type="file"
            multiple
            disabled={sending}
            onChange={(event) => {
              const picked = [...(event.target.files ?? [])];
              setFiles((current) => [...current, ...picked]);
              setError(undefined);
              event.target.value = '';
            }}
          />
          <span className={`${buttonClass({ variant: 'secondary' })} ${styles.attachButton}`}>
            <Trans>Attach files</Trans>
          </span>
        </label>
        {canWriteInternal && (
          <Checkbox
            checked={internal}
            onChange={setInternal}
            label={t`Internal note (only admins and the university see it)`}
          />
        )}
      </div>
    </form>
  );
}
