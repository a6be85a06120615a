/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import { applicantGroupOf, intakeStatusFor } from '#sdk/schemas/applicant-group';
import { STUDENT_DEGREE_LEVELS } from '#sdk/schemas/constants';
import type { Intake, IntakeStatus } from '#sdk/schemas/program-parts';
import { useCatalogueLabels } from '#widgets/shared/catalogue-labels.ts';
import { countryName } from '#widgets/shared/countries.ts';
import { Select, TextInput } from '#widgets/shared/fields.tsx';
import { translator } from '#widgets/shared/i18n.ts';
import { type SharedKey, sharedMessages } from '#widgets/shared/messages.ts';
import { FailureAlert, SendButton, useLeadSender } from '#widgets/shared/lead-sender.tsx';
import { AgencyBar, type WidgetEnv, useLeadFormBlocker } from '#widgets/shared/mount.tsx';
import { useReady } from '#widgets/shared/use-ready.ts';
import { useUniversity } from '#widgets/shared/use-university.ts';
import { VisitorFields } from '#widgets/shared/visitor-fields.tsx';
import { useVisitor } from '#widgets/shared/visitor-form.ts';
import { applyMessages } from './messages.ts';
import { pathIn } from '#sdk/language-path';
import { UniversityPicker } from './UniversityPicker.tsx';
import { useIntakes } from './use-intakes.ts';

const NOT_OPEN: Record<Exclude<IntakeStatus, 'OPEN'>, SharedKey> = {
  CLOSED: 'intakeClosed',
  FULL: 'intakeFull',
  UPCOMING: 'intakeUpcoming',
};

/**
 * Apply through the agency: university, programme, degree level and the visitor's details become
 * a lead of kind apply; then the visitor may continue in the portal, registered with the agency.
 */
export function ApplyWidget(env: WidgetEnv) {
  const { client, lang, options, emit, baseUrl } = env;
  const t = translator(applyMessages, lang);
  const labels = useCatalogueLabels(lang);
  const shared = translator(sharedMessages, lang);
  const blocker = useLeadFormBlocker(env);
  const [universityId, setUniversityId] = useState(options.university ?? '');
  const university = useUniversity(client, universityId || undefined);
  const [programName, setProgramName] = useState('');
  const [programId, setProgramId] = useState('');
  const intakes = useIntakes(client, programId);
  const [intakeId, setIntakeId] = useState('');
  const [degreeLevel, setDegreeLevel] = useState('');
  const [nationality, setNationality] = useState('');
  const { visitor, set, check } = useVisitor(options);
  const { state, errors, failure, send } = useLeadSender(env, 'apply');
  useReady(env, env.agency.status !== 'loading' && university.status !== 'loading');

  useEffect(() => setUniversityId(options.university ?? ''), [options.university]);
  useEffect(() => {
    setProgramName('');
    setProgramId('');
  }, [universityId]);
  useEffect(() => setIntakeId(''), [programId]);

  const chosenName =
    university.status === 'ready'
      ? `${university.university.name} (${countryName(university.university.country, lang)})`
      : '';
  const programmes = university.status === 'ready' ? university.university.academicPrograms : [];
  const chooseProgramme = (id: string) => {
    setProgramId(id);
    setProgramName(programmes.find((p) => String(p.id) === id)?.name ?? '');
  };
  // Which intakes the visitor may choose depends on their nationality (EU/EEA or not).
  const group = applicantGroupOf(nationality);
  const today = new Date().toISOString().slice(0, 10);
  const day = (date: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(date));
  const intakeOption = (intake: Intake) => {
    const status = intakeStatusFor(intake, group, today);
    const start = day(intake.startDate);
    const closes = intake.windows[group].closes;
    return {
      value: String(intake.id),
      disabled: status !== 'OPEN',
      label:
        status !== 'OPEN'
          ? t('intakeNotOpen', { start, reason: shared(NOT_OPEN[status]) })
          : closes
            ? t('intakeOpen', { start, deadline: day(closes) })
            : t('intakeOpenUntilStart', { start }),
    };
  };
  const agencyName = env.agency.status === 'ready' ? env.agency.face.name : '';
  const registerUrl = `${baseUrl}${pathIn(lang, '/register')}?agency=${encodeURIComponent(options.agency ?? '')}`;

  const submit = (event: Event) => {
    event.preventDefault();
    const problems: Record<string, SharedKey> = { ...check() };
    if (!universityId) problems.universityId = 'universityRequired';
    if (!programName.trim()) problems.programName = 'programRequired';
    if (!degreeLevel) problems.degreeLevel = 'degreeRequired';
    send(problems, {
      kind: 'apply',
      agencySlug: options.agency,
      universityId: Number(universityId),
      programName: programName.trim(),
      programId: programId ? Number(programId) : undefined,
      intakeId: intakeId ? Number(intakeId) : undefined,
      degreeLevel,
      name: visitor.name,
      email: visitor.email,
      phone: visitor.phone || undefined,
      nationality: nationality || undefined,
      language: lang,
    });
  };

  if (blocker) {
    return (
      <div class="se-apply">
        <h2 part="title">{t('title')}</h2>
        <p class="se-alert" part="alert" role="alert">
          {blocker}
        </p>
      </div>
    );
  }

  if (state === 'sent') {
    const universityName = university.status === 'ready' ? university.university.name : '';
    return (
      <div class="se-apply">
        <AgencyBar env={env} />
        <div class="se-success" part="success" role="status">
          <h3>{t('sentTitle')}</h3>
          <p>{t('sentBody', { agency: agencyName, university: universityName })}</p>
          <p>{t('continueHint')}</p>
          <a
            class="se-button-link"
            part="button"
            href={registerUrl}
            target="_blank"
            rel="noopener"
            onClick={() =>
              emit('study:apply-started', {
                agency: options.agency ?? null,
                universityId: Number(universityId),
                programName,
                url: registerUrl,
              })
            }
          >
            {t('continue')}
            <span class="se-visually-hidden"> {shared('newTab')}</span>
          </a>
        </div>
      </div>
    );
  }

  return (
    <div class="se-apply">
      <AgencyBar env={env} />
      <h2 part="title">{t('title')}</h2>
      <p class="se-muted">{t('intro', { agency: agencyName })}</p>
      <form onSubmit={submit} noValidate>
        <FailureAlert failure={failure} />
        <UniversityPicker
          client={client}
          lang={lang}
          label={t('university')}
          placeholder={t('searchUniversity')}
          noMatch={t('noUniversity')}
          chosen={chosenName}
          onChoose={setUniversityId}
          error={errors.universityId}
        />
        <div class="se-row">
          {universityId && university.status === 'ready' && programmes.length === 0 ? (
            <TextInput
              id="se-programme"
              label={t('programme')}
              value={programName}
              onValue={setProgramName}
              error={errors.programName}
              required
            />
          ) : (
            <Select
              id="se-programme"
              label={t('programme')}
              placeholder={t('chooseProgramme')}
              value={programId}
              options={programmes.map((p) => ({ value: String(p.id), label: `${p.name} (${labels.level(p.level)})` }))}
              onValue={chooseProgramme}
              error={errors.programName ?? errors.programId}
              disabled={university.status !== 'ready'}
            />
          )}
          <Select
            id="se-degree"
            label={t('degreeLevel')}
            placeholder={t('chooseDegree')}
            value={degreeLevel}
            options={STUDENT_DEGREE_LEVELS.map((level) => ({
              value: level,
              label: labels.level(level),
            }))}
            onValue={setDegreeLevel}
            error={errors.degreeLevel}
          />
        </div>
        {intakes.length > 0 && (
          <Select
            id="se-intake"
            label={t('intake')}
            placeholder={t('chooseIntake')}
            value={intakeId}
            options={intakes.map(intakeOption)}
            onValue={setIntakeId}
            error={errors.intakeId}
          />
        )}
        <h3>{t('yourDetails')}</h3>
        <VisitorFields lang={lang} visitor={visitor} set={set} errors={errors} />
        <TextInput
          id="se-nationality"
          label={t('nationality')}
          value={nationality}
          onValue={setNationality}
          error={errors.nationality}
          autoComplete="country-name"
        />
        <SendButton env={env} state={state} label={t('send')} />
      </form>
    </div>
  );
}
