import { Trans, useLingui } from '@lingui/react/macro';
import * as leads from '#sdk/resources/leads';
import { INQUIRY_TYPES, type InquiryType } from '#sdk/schemas/enums';
import { ContactMessagePayload } from '#sdk/schemas/lead';
import { type FormEvent, useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useContact } from '#portal/lib/contact.ts';
import { useFormat } from '#portal/lib/format.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { Button, buttonClass } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import * as pageStyles from '#portal/features/public/public-page.css.ts';
import * as shared from '#portal/features/public/shared/public.css.ts';
import { mailtoLink } from '#portal/features/public/shared/request-links.ts';
import * as styles from './ContactPage.css.ts';

/** /contact (spec part 1, 2): the form, whose message reaches the admins' inbox (ARCHITECTURE.md, Decisions), contact details and a free call. */
export default function ContactPage() {
  const { t } = useLingui();
  usePageTitle(t`Contact us`);
  // A sent message starts a fresh, empty form.
  const [sent, setSent] = useState(0);
  return (
    <div className={pageStyles.page}>
      <h1 className={shared.heading}>
        <Trans>Contact us</Trans>
      </h1>
      <p className={shared.lead}>
        <Trans>
          Questions about universities, applications, visas or scholarships? Write to us and an advisor will answer.
        </Trans>
      </p>
      <div className={shared.withAside}>
        <Card title={<Trans>Send us a message</Trans>}>
          <ContactForm key={sent} onSent={() => setSent((n) => n + 1)} />
        </Card>
        <aside className={shared.aside} aria-label={t`Contact details`}>
          <ContactDetails />
          <FreeConsultation />
        </aside>
      </div>
    </div>
  );
}

function ContactForm({ onSent }: { onSent: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const form = useForm({ name: '', email: '', inquiryType: 'general' as InquiryType, subject: '', message: '' });
  const { busy: sending, run } = useAction();
  const inquiryLabels: Record<InquiryType, string> = {
    general: t`General inquiry`,
    application: t`Application support`,
    visa: t`Visa and immigration`,
    scholarship: t`Scholarships and funding`,
    other: t`Other`,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check(ContactMessagePayload);
    if (!payload) return;
    // What was typed stays after a failure, so the visitor can send it again.
    await run(() => leads.contact(api, payload), {
      hold: true,
      failed: t`Your message could not be sent`,
      onError: form.showServerErrors,
      onDone: () => {
        toast.success(t`Message Sent!`, t`We'll get back to you as soon as possible.`);
        onSent();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className={styles.twoColumns}>
        <TextField label={t`Full name`} required autoComplete="name" {...form.field('name')} />
        <TextField label={t`Email address`} type="email" required autoComplete="email" {...form.field('email')} />
      </div>
      <Select
        label={t`Inquiry type`}
        options={INQUIRY_TYPES.map((value) => ({ value, label: inquiryLabels[value] }))}
        {...form.field('inquiryType')}
      />
      <TextField label={t`Subject`} required {...form.field('subject')} />
      <TextArea label={t`Message`} required rows={6} {...form.field('message')} />
      <Button type="submit" loading={sending}>
        {sending ? <Trans>Sending...</Trans> : <Trans>Send Message</Trans>}
      </Button>
    </form>
  );
}

function ContactDetails() {
  const contact = useContact();
  const format = useFormat();
  const from = format.time(contact.hours.from);
  const to = format.time(contact.hours.to);
  return (
    <Card title={<Trans>Get in touch</Trans>}>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt className={styles.detailTerm}>
            <Trans>Email</Trans>
          </dt>
          <dd className={styles.detailValue}>
            <a href={`mailto:${contact.email}`} className={shared.ltr}>
              {contact.email}
            </a>
          </dd>
        </div>
        <div className={styles.detail}>
          <dt className={styles.detailTerm}>
            <Trans>Phone</Trans>
          </dt>
          <dd className={styles.detailValue}>
            <a href={`tel:${contact.phone.replace(/\s/g, '')}`} className={shared.ltr}>
              {contact.phone}
            </a>
          </dd>
        </div>
        <div className={styles.detail}>
          <dt className={styles.detailTerm}>
            <Trans>Address</Trans>
          </dt>
          <dd className={styles.detailValue}>
            <address className={styles.detailValue}>
              {/* Written as the post reads it, "10117 Berlin" in Arabic too; the country in the reader's language. */}
              <bdi>{contact.street}</bdi>
              <br />
              <bdi>
                {contact.postalCode} {contact.city}
              </bdi>
              <br />
              {format.country(contact.country)}
            </address>
          </dd>
        </div>
        <div className={styles.detail}>
          <dt className={styles.detailTerm}>
            <Trans>Office hours</Trans>
          </dt>
          <dd className={styles.detailValue}>
            <Trans>
              Monday to Friday, {from}–{to} CET
            </Trans>
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** The free call (spec part 1, 1 and 9): Schedule a Call opens an e-mail asking for it. */
function FreeConsultation() {
  const contact = useContact();
  const { t } = useLingui();
  const format = useFormat();
  const minutes = format.number(contact.hours.consultationMinutes);
  const from = format.time(contact.hours.from);
  const to = format.time(contact.hours.to);
  const subject = t`Free consultation call`;
  const body = t`Hello, I would like to book a free ${minutes}-minute consultation call. Days and times that suit me (Monday to Friday, ${from}–${to} CET):`;
  return (
    <Card title={<Trans>Free Consultation</Trans>}>
      <p className={styles.note}>
        <Trans>Book a free {minutes}-minute call with an advisor to talk through your study plans.</Trans>
      </p>
      <a className={buttonClass({ fullWidth: true })} href={mailtoLink(contact, subject, body)}>
        <Trans>Schedule a Call</Trans>
      </a>
    </Card>
  );
}
