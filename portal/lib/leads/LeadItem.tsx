import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Lead } from '#sdk/schemas/lead';
import type { LeadStatus } from '#sdk/schemas/enums';
import { useFormat } from '#portal/lib/format.ts';
import { Badge } from '#portal/ui/Badge/Badge.tsx';
import { Button, buttonClass } from '#portal/ui/Button/Button.tsx';
import { LeadCheck } from './LeadCheck.tsx';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, LEAD_STATUS_TONES } from './lead-labels.ts';
import * as styles from './leads.css.ts';

interface LeadItemProps {
  lead: Lead;
  busy: boolean;
  onStatus: (lead: Lead, status: Exclude<LeadStatus, 'CONVERTED'>) => void;
  /** The inbox owner's own actions (the agency turns a request into a student). */
  children?: ReactNode;
}

/** The longest message quoted in a reply, so that the mailto link stays within what mail programs accept. */
const QUOTE_MAX = 1500;

/** A mailto link answering the request: its subject, and the visitor's message quoted. */
function replyLink(lead: Lead, kind: string) {
  const message = lead.message ?? '';
  const quoted = (message.length > QUOTE_MAX ? `${message.slice(0, QUOTE_MAX)}…` : message)
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const query = new URLSearchParams({ subject: `Re: ${lead.subject ?? kind}`, body: message ? `\n\n${quoted}` : '' });
  // URLSearchParams writes spaces as "+", which mail programs show as is.
  return `mailto:${lead.email}?${query.toString().replaceAll('+', '%20')}`;
}

/** One request of the inbox: who, what about, what they wrote, and what its owner can do with it. */
export function LeadItem({ lead, busy, onStatus, children }: LeadItemProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const open = lead.status === 'NEW' || lead.status === 'CONTACTED';
  const headingId = `lead-${lead.id}`;
  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <div className={styles.itemHead}>
        <h2 className={styles.name} id={headingId} dir="auto">
          {lead.name}
        </h2>
        <Badge tone="neutral">{i18n._(LEAD_KIND_LABELS[lead.kind])}</Badge>
        {lead.eligibilityCheck && (
          <Badge tone="success">
            <Trans>Qualified lead</Trans>
          </Badge>
        )}
        <Badge tone={LEAD_STATUS_TONES[lead.status]}>{i18n._(LEAD_STATUS_LABELS[lead.status])}</Badge>
      </div>
      <dl className={styles.facts}>
        <Fact label={t`Email`}>
          <a href={`mailto:${lead.email}`} dir="ltr">
            {lead.email}
          </a>
        </Fact>
        {lead.phone && (
          <Fact label={t`Phone`}>
            <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
              {lead.phone}
            </a>
          </Fact>
        )}
        {lead.nationality && <Fact label={t`Nationality`}>{lead.nationality}</Fact>}
        {lead.university && <Fact label={t`University`}>{lead.university.name}</Fact>}
        {lead.programName && <Fact label={t`Program`}>{lead.programName}</Fact>}
        {lead.degreeLevel && <Fact label={t`Degree level`}>{lead.degreeLevel}</Fact>}
        {lead.preferredDate && <Fact label={t`Preferred date`}>{format.date(lead.preferredDate)}</Fact>}
        <Fact label={t`Received`}>{format.date(lead.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</Fact>
        <Fact label={t`Language`}>{lead.language === 'ar' ? t`Arabic` : t`English`}</Fact>
        {lead.origin && (
          <Fact label={t`Website`}>
            <span dir="ltr">{lead.origin}</span>
          </Fact>
        )}
      </dl>
      {/* What visitors wrote is in their language, whatever the portal's. */}
      {lead.subject && (
        <p className={styles.muted} dir="auto">
          {lead.subject}
        </p>
      )}
      {lead.message && (
        <p className={styles.message} dir="auto">
          {lead.message}
        </p>
      )}
      {lead.eligibilityCheck && <LeadCheck check={lead.eligibilityCheck} headingId={`lead-${lead.id}-check`} />}
      <div className={styles.actions}>
        <a
          className={buttonClass({ size: 'sm', variant: 'secondary' })}
          href={replyLink(lead, i18n._(LEAD_KIND_LABELS[lead.kind]))}
        >
          <Trans>Reply by email</Trans>
        </a>
        {lead.status === 'NEW' && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onStatus(lead, 'CONTACTED')}>
            <Trans>Mark contacted</Trans>
          </Button>
        )}
        {open && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => onStatus(lead, 'CLOSED')}>
            <Trans>Close</Trans>
          </Button>
        )}
        {lead.status === 'CLOSED' && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => onStatus(lead, 'NEW')}>
            <Trans>Reopen</Trans>
          </Button>
        )}
        {children}
      </div>
    </li>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}:</dt>
      <dd className={styles.fact}>{children}</dd>
    </div>
  );
}
