import { Trans, useLingui } from '@lingui/react/macro';
import * as leads from '#sdk/resources/leads';
import { COUNTRIES } from '#sdk/schemas/constants';
import { LeadRequest } from '#sdk/schemas/lead';
import type { UniversityDetail } from '#sdk/schemas/university';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useContact } from '#portal/lib/contact.ts';
import { useFormat } from '#portal/lib/format.ts';
import { usePageTitle } from '#portal/lib/page-title.ts';
import { useVisitAgency } from '#portal/lib/visit-agency.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { paths } from '#portal/paths.ts';
import { Button, ButtonLink, buttonClass } from '#portal/ui/Button/Button.tsx';
import { Card } from '#portal/ui/Card/Card.tsx';
import { Icon } from '#portal/ui/Icon/Icon.tsx';
import { RadioGroup } from '#portal/ui/RadioGroup/RadioGroup.tsx';
import { Select } from '#portal/ui/Select/Select.tsx';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';
import { TextField } from '#portal/ui/TextField/TextField.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import * as pageStyles from '#portal/features/public/public-page.css.ts';
import { LoadedUniversity } from '#portal/features/public/shared/LoadedUniversity.tsx';
import * as shared from '#portal/features/public/shared/public.css.ts';
import { mailtoLink, whatsappLink } from '#portal/features/public/shared/request-links.ts';
import { PlaceName } from '#portal/lib/place-name.tsx';
import { universityLoader, useUniversity } from '#portal/features/public/shared/use-university.ts';
import { reloadOnPathChange } from '#portal/lib/route-data.ts';
import * as styles from './ConsultationPage.css.ts';

type RequestType = 'consultation' | 'information';

/** ?type=information asks for information; anything else is a consultation (spec part 1, 2: the default). */
const requestTypeOf = (params: URLSearchParams): RequestType =>
  params.get('type') === 'information' ? 'information' : 'consultation';

export const loader = universityLoader;
/** Choosing the request type changes the query only: the university stays loaded. */
export const shouldRevalidate = reloadOnPathChange;

/**
 * /university-consultation/{id}: a consultation or information request about one university,
 * stored as a lead for the advisors (ARCHITECTURE.md, Decisions), or sent by chat app or e-mail instead.
 */
export default function ConsultationPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const type = requestTypeOf(params);
  const university = useUniversity();
  usePageTitle(type === 'information' ? t`Request information` : t`Schedule a consultation`);

  // Synchronously: the radios are controlled by the URL, and a deferred update would first put the old choice back.
  const changeType = (next: RequestType) =>
    setParams((current) => ({ ...Object.fromEntries(current), type: next }), { replace: true, flushSync: true });
  return (
    <LoadedUniversity university={university}>
      {(data) => <ConsultationView university={data} type={type} onTypeChange={changeType} />}
    </LoadedUniversity>
  );
}

interface ViewProps {
  university: UniversityDetail;
  type: RequestType;
  onTypeChange: (type: RequestType) => void;
}

function ConsultationView({ university, type, onTypeChange }: ViewProps) {
  const [sentTo, setSentTo] = useState<string>();
  const name = university.name;
  return (
    <div className={pageStyles.page}>
      <Link className={shared.backLink} to={paths.universityDetail(university.id)}>
        <Icon name="arrowStart" size={18} />
        <Trans>
          Back to <bdi>{name}</bdi>
        </Trans>
      </Link>
      <h1 className={shared.heading}>
        {type === 'information' ? <Trans>Request information</Trans> : <Trans>Schedule a consultation</Trans>}
      </h1>
      <p className={styles.university}>
        <bdi>{name}</bdi> · <PlaceName city={university.city} country={university.country} />
      </p>
      <div className={shared.withAside}>
        <Card>
          {sentTo ? (
            <RequestSent university={university} email={sentTo} />
          ) : (
            <RequestForm university={university} type={type} onTypeChange={onTypeChange} onSent={setSentTo} />
          )}
        </Card>
        <aside className={shared.aside}>
          <OtherChannels university={university} type={type} />
          <Advisors />
        </aside>
      </div>
    </div>
  );
}

interface RequestFormProps extends ViewProps {
  onSent: (email: string) => void;
}

function RequestForm({ university, type, onTypeChange, onSent }: RequestFormProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const toast = useToast();
  const form = useForm({
    name: '',
    email: '',
    phone: '',
    nationality: '',
    programName: '',
    preferredDate: '',
    message: '',
  });
  const { busy: sending, run } = useAction();
  // A visitor who came through an agency's widget asks that agency.
  const agency = useVisitAgency();
  const collator = new Intl.Collator(i18n.locale);
  const nationalities = COUNTRIES.map((c) => ({ value: c, label: format.country(c) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
  const programs = university.academicPrograms.map((p) => ({ value: p.name, label: p.name }));
  const today = new Date().toISOString().slice(0, 10);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      ...form.values,
      preferredDate: type === 'consultation' ? form.values.preferredDate : '',
      kind: type,
      universityId: university.id,
      language: i18n.locale === 'ar' ? 'ar' : 'en',
      agencySlug: agency?.agencySlug,
    };
    const payload = form.check(LeadRequest, input);
    if (!payload) return;
    await run(() => leads.create(api, payload), {
      hold: true,
      failed: t`Your request could not be sent`,
      onError: form.showServerErrors,
      onDone: () => {
        toast.success(t`Request sent!`, t`An advisor will contact you within one working day.`);
        onSent(payload.email);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <RadioGroup<RequestType>
        legend={t`What would you like?`}
        name="type"
        value={type}
        onChange={onTypeChange}
        options={[
          {
            value: 'consultation',
            label: t`A free consultation call`,
            description: t`Talk with an advisor about this university and your application.`,
          },
          {
            value: 'information',
            label: t`Information by e-mail`,
            description: t`Receive programmes, requirements, costs and deadlines of this university.`,
          },
        ]}
      />
      <div className={styles.twoColumns}>
        <TextField label={t`Full name`} required autoComplete="name" {...form.field('name')} />
        <TextField label={t`Email address`} type="email" required autoComplete="email" {...form.field('email')} />
        <TextField label={t`Phone (optional)`} type="tel" autoComplete="tel" dir="ltr" {...form.field('phone')} />
        <Select
          label={t`Nationality (optional)`}
          placeholder={t`Choose your nationality`}
          options={nationalities}
          {...form.field('nationality')}
        />
      </div>
      {programs.length > 0 && (
        <Select
          label={t`Program of interest (optional)`}
          placeholder={t`Not sure yet`}
          options={programs}
          {...form.field('programName')}
        />
      )}
      {type === 'consultation' && (
        <TextField
          label={t`Preferred date (optional)`}
          type="date"
          min={today}
          hint={t`Advisors call Monday to Friday.`}
          {...form.field('preferredDate')}
        />
      )}
      <TextArea
        label={t`Message (optional)`}
        rows={5}
        placeholder={type === 'information' ? t`What would you like to know?` : t`What would you like to talk about?`}
        {...form.field('message')}
      />
      <Button type="submit" loading={sending}>
        {sending ? (
          <Trans>Sending...</Trans>
        ) : type === 'information' ? (
          <Trans>Request Information</Trans>
        ) : (
          <Trans>Request Consultation</Trans>
        )}
      </Button>
    </form>
  );
}

function RequestSent({ university, email }: { university: UniversityDetail; email: string }) {
  const name = university.name;
  return (
    <div className={styles.done} role="status">
      <h2 className={styles.doneTitle}>
        <Icon name="check" size={28} />
        <Trans>Request sent!</Trans>
      </h2>
      <p className={shared.muted}>
        <Trans>
          Thank you. An advisor will write to <span className={shared.ltr}>{email}</span> within one working day.
        </Trans>
      </p>
      <ButtonLink to={paths.universityDetail(university.id)} variant="secondary">
        <Trans>
          Back to <bdi>{name}</bdi>
        </Trans>
      </ButtonLink>
    </div>
  );
}

/** The same request by chat app or e-mail, written in already (spec part 1, 2). */
function OtherChannels({ university, type }: { university: UniversityDetail; type: RequestType }) {
  const contact = useContact();
  const { t } = useLingui();
  const name = university.name;
  const message =
    type === 'information'
      ? t`Hello, I would like information about ${name}: programmes, admission requirements, costs and deadlines.`
      : t`Hello, I would like to schedule a free consultation about studying at ${name}.`;
  const subject = type === 'information' ? t`Information request: ${name}` : t`Consultation request: ${name}`;
  return (
    <Card title={<Trans>Prefer to write?</Trans>}>
      <p className={styles.note}>
        <Trans>Send us your request by WhatsApp or e-mail; the message is written for you.</Trans>
      </p>
      <div className={styles.channels}>
        <a
          className={buttonClass({ variant: 'secondary', fullWidth: true })}
          href={whatsappLink(contact, message)}
          target="_blank"
          rel="noreferrer"
        >
          <Trans>Chat on WhatsApp</Trans>
        </a>
        <a
          className={buttonClass({ variant: 'secondary', fullWidth: true })}
          href={mailtoLink(contact, subject, message)}
        >
          <Trans>Send an e-mail</Trans>
        </a>
      </div>
    </Card>
  );
}

function Advisors() {
  const contact = useContact();
  const format = useFormat();
  const from = format.time(contact.hours.from);
  const to = format.time(contact.hours.to);
  const minutes = format.number(contact.hours.consultationMinutes);
  return (
    <Card title={<Trans>Our advisors</Trans>}>
      <ul className={styles.list}>
        <li>
          <Trans>
            Available Monday to Friday, {from}–{to} CET
          </Trans>
        </li>
        <li>
          <Trans>A free {minutes}-minute consultation call</Trans>
        </li>
        <li>
          <Trans>Help with choosing programmes, applications, visas and scholarships</Trans>
        </li>
      </ul>
    </Card>
  );
}
