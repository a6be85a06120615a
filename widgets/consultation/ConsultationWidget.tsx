/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { TextInput } from '#widgets/shared/fields.tsx';
import { translator } from '#widgets/shared/i18n.ts';
import { sharedMessages } from '#widgets/shared/messages.ts';
import { FailureAlert, SendButton, useLeadSender } from '#widgets/shared/lead-sender.tsx';
import { AgencyBar, type WidgetEnv, useLeadFormBlocker } from '#widgets/shared/mount.tsx';
import { useReady } from '#widgets/shared/use-ready.ts';
import { useUniversity } from '#widgets/shared/use-university.ts';
import { VisitorFields } from '#widgets/shared/visitor-fields.tsx';
import { useVisitor } from '#widgets/shared/visitor-form.ts';
import { consultationMessages } from './messages.ts';

/** The consultation or information request of /university-consultation/{id}, sent to the agency's inbox as a lead. */
export function ConsultationWidget(env: WidgetEnv) {
  const { client, lang, options } = env;
  const t = translator(consultationMessages, lang);
  const shared = translator(sharedMessages, lang);
  const kind = options.type === 'information' ? 'information' : 'consultation';
  const university = useUniversity(client, options.university);
  const blocker = useLeadFormBlocker(env) ?? (university.status === 'missing' ? t('universityMissing') : undefined);
  const { visitor, set, check, setVisitor } = useVisitor(options);
  const [preferredDate, setPreferredDate] = useState('');
  const [message, setMessage] = useState('');
  const { state, errors, failure, send, again } = useLeadSender(env, 'consultation');
  useReady(env, env.agency.status !== 'loading' && university.status !== 'loading');

  const submit = (event: Event) => {
    event.preventDefault();
    send(check(), {
      kind,
      agencySlug: options.agency,
      universityId: university.status === 'ready' ? university.university.id : undefined,
      name: visitor.name,
      email: visitor.email,
      phone: visitor.phone || undefined,
      preferredDate: kind === 'consultation' ? preferredDate || undefined : undefined,
      message: message || undefined,
      language: lang,
    });
  };

  const title = kind === 'information' ? t('informationTitle') : t('consultationTitle');
  const agencyName = env.agency.status === 'ready' ? env.agency.face.name : '';

  return (
    <div class="se-consultation">
      <AgencyBar env={env} />
      <h2 part="title">{title}</h2>
      {university.status === 'ready' && (
        <p class="se-muted">{t('about', { university: university.university.name })}</p>
      )}
      {blocker ? (
        <p class="se-alert" part="alert" role="alert">
          {blocker}
        </p>
      ) : state === 'sent' ? (
        <div class="se-success" part="success" role="status">
          <h3>{t('sentTitle')}</h3>
          <p>{t('sentBody', { agency: agencyName, email: visitor.email })}</p>
          <button
            type="button"
            class="se-secondary"
            part="button secondary"
            onClick={() => {
              setMessage('');
              setPreferredDate('');
              setVisitor({ name: options.name ?? '', email: options.email ?? '', phone: '' });
              again();
            }}
          >
            {t('another')}
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <p class="se-muted">{kind === 'information' ? t('informationIntro') : t('consultationIntro')}</p>
          <FailureAlert failure={failure} />
          <VisitorFields lang={lang} visitor={visitor} set={set} errors={errors} />
          {kind === 'consultation' && (
            <TextInput
              id="se-date"
              type="date"
              label={t('preferredDate')}
              value={preferredDate}
              onValue={setPreferredDate}
              error={errors.preferredDate}
            />
          )}
          <TextInput
            id="se-message"
            multiline
            label={shared('message')}
            value={message}
            onValue={setMessage}
            error={errors.message}
          />
          <SendButton env={env} state={state} label={t('send')} />
        </form>
      )}
    </div>
  );
}
