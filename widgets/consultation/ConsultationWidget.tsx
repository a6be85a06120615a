/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import * as leads from '#sdk/resources/leads';
import { failureText, fieldErrors, statusOf } from '../shared/api.ts';
import { TextInput } from '../shared/fields.tsx';
import { translator } from '../shared/i18n.ts';
import { sharedMessages } from '../shared/messages.ts';
import { AgencyBar, type WidgetEnv, useLeadFormBlocker } from '../shared/mount.tsx';
import { useReady } from '../shared/use-ready.ts';
import { useUniversity } from '../shared/use-university.ts';
import { useVisitor } from '../shared/visitor-form.ts';
import { consultationMessages } from './messages.ts';

/** The consultation or information request of /university-consultation/{id}, sent to the agency's inbox as a lead. */
export function ConsultationWidget(env: WidgetEnv) {
  const { client, lang, options, emit } = env;
  const t = translator(consultationMessages, lang);
  const texts = sharedMessages[lang];
  const kind = options.type === 'information' ? 'information' : 'consultation';
  const university = useUniversity(client, options.university);
  const blocker = useLeadFormBlocker(env) ?? (university.status === 'missing' ? t('universityMissing') : undefined);
  const { visitor, set, check, setVisitor } = useVisitor(options);
  const [preferredDate, setPreferredDate] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  useReady(env, env.agency.status !== 'loading' && university.status !== 'loading');

  const submit = (event: Event) => {
    event.preventDefault();
    const problems = check();
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, texts[key]])));
    setFailure(undefined);
    if (Object.keys(problems).length) return;
    setState('sending');
    leads
      .create(client, {
        kind, agencySlug: options.agency, universityId: university.status === 'ready' ? university.university.id : undefined,
        name: visitor.name, email: visitor.email, phone: visitor.phone || undefined,
        preferredDate: kind === 'consultation' ? preferredDate || undefined : undefined, message: message || undefined, language: lang,
      })
      .then(
        ({ lead }) => {
          setState('sent');
          emit('study:lead-created', { widget: 'consultation', leadId: lead.id, kind, agency: options.agency ?? null });
        },
        (error) => {
          setState('idle');
          const fields = fieldErrors(error, lang);
          setErrors(fields);
          const text = failureText(error, lang);
          if (!Object.keys(fields).length) setFailure(text);
          emit('study:error', { widget: 'consultation', message: text, status: statusOf(error) });
        },
      );
  };

  const title = kind === 'information' ? t('informationTitle') : t('consultationTitle');
  const agencyName = env.agency.status === 'ready' ? env.agency.face.name : '';

  return (
    <div class="se-consultation">
      <AgencyBar env={env} />
      <h2>{title}</h2>
      {university.status === 'ready' && <p class="se-muted">{t('about', { university: university.university.name })}</p>}
      {blocker ? (
        <p class="se-alert" role="alert">
          {blocker}
        </p>
      ) : state === 'sent' ? (
        <div class="se-success" role="status">
          <h3>{t('sentTitle')}</h3>
          <p>{t('sentBody', { agency: agencyName, email: visitor.email })}</p>
          <button
            type="button"
            class="se-secondary"
            onClick={() => {
              setMessage('');
              setPreferredDate('');
              setVisitor({ name: options.name ?? '', email: options.email ?? '', phone: '' });
              setState('idle');
            }}
          >
            {t('another')}
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <p class="se-muted">{kind === 'information' ? t('informationIntro') : t('consultationIntro')}</p>
          {failure && (
            <p class="se-alert" role="alert">
              {failure}
            </p>
          )}
          <TextInput id="se-name" label={texts.fullName} value={visitor.name} onValue={set('name')} error={errors.name} required autoComplete="name" />
          <div class="se-row">
            <TextInput id="se-email" type="email" label={texts.email} value={visitor.email} onValue={set('email')} error={errors.email} required autoComplete="email" />
            <TextInput id="se-phone" type="tel" label={texts.phone} value={visitor.phone} onValue={set('phone')} error={errors.phone} autoComplete="tel" />
          </div>
          {kind === 'consultation' && (
            <TextInput id="se-date" type="date" label={t('preferredDate')} value={preferredDate} onValue={setPreferredDate} error={errors.preferredDate} />
          )}
          <TextInput id="se-message" multiline label={texts.message} value={message} onValue={setMessage} error={errors.message} />
          <div>
            <button type="submit" disabled={state === 'sending' || env.agency.status !== 'ready'}>
              {state === 'sending' ? texts.sending : t('send')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
