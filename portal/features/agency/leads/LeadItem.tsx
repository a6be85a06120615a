import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Lead } from '#sdk/schemas/lead';
import type { LeadStatus } from '#sdk/schemas/enums';
import { useFormat } from '../../../lib/format.ts';
import { paths } from '../../../paths.ts';
import { Badge } from '../../../ui/Badge/Badge.tsx';
import { Button, ButtonLink } from '../../../ui/Button/Button.tsx';
import * as shared from '../agency.css.ts';
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, LEAD_STATUS_TONES } from './lead-labels.ts';
import * as styles from './leads.css.ts';

interface LeadItemProps {
  lead: Lead;
  busy: boolean;
  onStatus: (lead: Lead, status: Exclude<LeadStatus, 'CONVERTED'>) => void;
  onConvert: (lead: Lead) => void;
}

/** One request of the inbox: who, what about, what they wrote, and what the agency can do with it. */
export function LeadItem({ lead, busy, onStatus, onConvert }: LeadItemProps) {
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
        <p className={shared.muted} dir="auto">
          {lead.subject}
        </p>
      )}
      {lead.message && (
        <p className={styles.message} dir="auto">
          {lead.message}
        </p>
      )}
      <div className={shared.actions}>
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
        {lead.status !== 'CONVERTED' && (
          <Button size="sm" disabled={busy} onClick={() => onConvert(lead)}>
            <Trans>Convert to student</Trans>
          </Button>
        )}
        {lead.studentId !== null && (
          <ButtonLink size="sm" variant="secondary" to={paths.agency.student(lead.studentId)}>
            <Trans>View student</Trans>
          </ButtonLink>
        )}
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
