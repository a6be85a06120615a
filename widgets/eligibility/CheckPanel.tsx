/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import * as eligibility from '#sdk/resources/eligibility';
import type { EligibilityProfile, EnglishTest, UniversityCheck, Verdict } from '#sdk/schemas/eligibility';
import { failureText, fieldErrors } from '#widgets/shared/api.ts';
import { Select, TextInput } from '#widgets/shared/fields.tsx';
import { translator } from '#widgets/shared/i18n.ts';
import { FailureAlert, SendButton, useLeadSender } from '#widgets/shared/lead-sender.tsx';
import { useLeadFormBlocker, type WidgetEnv } from '#widgets/shared/mount.tsx';
import { VisitorFields } from '#widgets/shared/visitor-fields.tsx';
import { useVisitor } from '#widgets/shared/visitor-form.ts';
import type { Lang } from '#widgets/types.ts';
import { CHECK_SERVER_MESSAGES, checkMessages } from './messages.ts';
import { type CheckValues, EMPTY, profileOf } from './profile.ts';

const LEVELS = [
  ['High School', 'levelSchool'],
  ["Bachelor's Degree", 'levelBachelor'],
  ["Master's Degree", 'levelMaster'],
  ['PhD/Doctorate', 'levelPhd'],
] as const;
const SCALES = ['US_4', 'GULF_5', 'PERCENT', 'FR_20', 'IN_10', 'UK_CLASS', 'DE_5'] as const;
const UK_CLASSES = ['FIRST', 'UPPER_SECOND', 'LOWER_SECOND', 'THIRD'] as const;
const TESTS: [EnglishTest, string][] = [
  ['IELTS', 'IELTS'],
  ['TOEFL_IBT', 'TOEFL iBT'],
  ['PTE', 'PTE Academic'],
  ['DUOLINGO', 'Duolingo'],
  ['CAMBRIDGE', 'Cambridge'],
];
/**
 * The nationalities of the profile forms (sdk COUNTRIES, whose import would split the widgets'
 * shared code once more): each ISO code then the English name, for its name in the widget's language.
 */
const COUNTRIES =
  'AFAfghanistan.ALAlbania.DZAlgeria.ARArgentina.AUAustralia.ATAustria.BDBangladesh.BEBelgium.BRBrazil.BGBulgaria.CACanada.CNChina.HRCroatia.CZCzech Republic.DKDenmark.EGEgypt.FIFinland.FRFrance.DEGermany.GRGreece.HUHungary.INIndia.IDIndonesia.IRIran.IQIraq.IEIreland.ITItaly.JPJapan.JOJordan.KEKenya.KRSouth Korea.LBLebanon.MYMalaysia.MXMexico.MAMorocco.NLNetherlands.NGNigeria.NONorway.PKPakistan.PHPhilippines.PLPoland.PTPortugal.RORomania.RURussia.SASaudi Arabia.ZASouth Africa.ESSpain.SESweden.CHSwitzerland.SYSyria.THThailand.TNTunisia.TRTurkey.UAUkraine.GBUnited Kingdom.USUnited States.VNVietnam'
    .split('.')
    .map((entry) => ({ code: entry.slice(0, 2), name: entry.slice(2) }));

/** The form's field of a server field error (`profile.grade.value` → grade). */
const fieldOf = (path: string) =>
  path.includes('english')
    ? path.endsWith('test')
      ? 'test'
      : 'score'
    : path.includes('grade')
      ? 'grade'
      : path.includes('degree')
        ? 'level'
        : path.includes('nationality')
          ? 'nationality'
          : 'form';

interface PanelProps {
  env: WidgetEnv;
  /** The universities shown: the check reads their programmes. */
  universityIds: number[];
  /** Each university's check (null when the visitor closes the check). */
  onChecks: (checks: Map<number, UniversityCheck> | null) => void;
}

/**
 * "Check your eligibility" in the search widget: the visitor's level, grade and scale, English test
 * and score and nationality rank the results shown; the visitor may then send the check to the agency.
 */
export function CheckPanel({ env, universityIds, onChecks }: PanelProps) {
  const { client, lang } = env;
  const t = translator(checkMessages, lang);
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [profile, setProfile] = useState<EligibilityProfile>();
  const [checks, setChecks] = useState<UniversityCheck[]>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const idsKey = universityIds.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new profile or another page of results checks again
  useEffect(() => {
    if (!profile || !universityIds.length) return;
    let live = true;
    setBusy(true);
    eligibility.checkUniversities(client, { profile, universityIds }, lang).then(
      (answer) => {
        if (!live) return;
        setBusy(false);
        setChecks(answer.universities);
        onChecks(new Map(answer.universities.map((check) => [check.universityId, check])));
      },
      (error) => {
        if (!live) return;
        setBusy(false);
        const fields = fieldErrors(error, lang);
        const mapped = Object.fromEntries(
          Object.entries(fields).map(([path, text]) => [
            fieldOf(path),
            CHECK_SERVER_MESSAGES[text] ? t(CHECK_SERVER_MESSAGES[text]) : text,
          ]),
        );
        setProblems(mapped);
        if (!Object.keys(mapped).length) setFailure(failureText(error, lang));
      },
    );
    return () => {
      live = false;
    };
  }, [profile, idsKey, lang]);

  const set = (field: keyof CheckValues) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value, ...(field === 'scale' ? { grade: '' } : {}) }));
  const submit = (event: Event) => {
    event.preventDefault();
    setFailure(undefined);
    const { profile: next, problems: found } = profileOf(values);
    setProblems(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
    if (next) setProfile(next);
  };

  const collator = new Intl.Collator(lang);
  const regions = lang === 'en' ? undefined : new Intl.DisplayNames([lang], { type: 'region' });
  const nationalities = COUNTRIES.map(({ code, name }) => ({ value: name, label: regions?.of(code) ?? name })).sort(
    (a, b) => collator.compare(a.label, b.label),
  );

  return (
    <section class="se-check" part="check" aria-labelledby="se-check-title">
      <h3 id="se-check-title">{t('title')}</h3>
      <p class="se-muted">{t('intro')}</p>
      <form onSubmit={submit} noValidate>
        <FailureAlert failure={failure} />
        <div class="se-row">
          <Select
            id="se-level"
            label={t('level')}
            placeholder={t('chooseLevel')}
            value={values.level}
            onValue={set('level')}
            options={LEVELS.map(([value, key]) => ({ value, label: t(key) }))}
            error={problems.level}
          />
          <Select
            id="se-nationality"
            label={t('nationality')}
            placeholder={t('chooseNationality')}
            value={values.nationality}
            onValue={set('nationality')}
            options={nationalities}
            error={problems.nationality}
          />
        </div>
        <div class="se-row">
          <Select
            id="se-scale"
            label={t('scale')}
            placeholder={t('chooseScale')}
            value={values.scale}
            onValue={set('scale')}
            options={SCALES.map((scale) => ({ value: scale, label: t(scale) }))}
            error={problems.scale}
          />
          {values.scale === 'UK_CLASS' ? (
            <Select
              id="se-grade"
              label={t('grade')}
              placeholder={t('chooseClass')}
              value={values.grade}
              onValue={set('grade')}
              options={UK_CLASSES.map((c) => ({ value: c, label: t(c) }))}
              error={problems.grade}
            />
          ) : (
            <TextInput
              id="se-grade"
              label={t('grade')}
              value={values.grade}
              onValue={set('grade')}
              error={problems.grade}
            />
          )}
        </div>
        <div class="se-row">
          <Select
            id="se-test"
            label={t('test')}
            placeholder={t('chooseTest')}
            value={values.test}
            onValue={set('test')}
            options={TESTS.map(([value, label]) => ({ value, label }))}
            error={problems.test}
          />
          <TextInput
            id="se-score"
            label={t('score')}
            value={values.score}
            onValue={set('score')}
            error={problems.score}
          />
        </div>
        <div>
          <button type="submit" part="button" disabled={busy}>
            {busy ? t('checking') : t('check')}
          </button>{' '}
          <button type="button" class="se-secondary" part="button secondary" onClick={() => onChecks(null)}>
            {t('close')}
          </button>
        </div>
      </form>
      {checks && profile && <SendCheck env={env} profile={profile} checks={checks} />}
    </section>
  );
}

/** The verdict of a university's best programme, on its card. */
export function CardVerdict({ check, lang }: { check: UniversityCheck; lang: Lang }) {
  const t = translator(checkMessages, lang);
  if (!check.best) return <p class="se-muted">{t('none')}</p>;
  const verdict: Verdict = check.best.eligibility.verdict;
  return (
    <p class="se-verdict" data-verdict={verdict}>
      <strong part="verdict">{t(verdict)}</strong> <span>{t('best', { programme: check.best.programName })}</span>
    </p>
  );
}

/** The visitor's request with the check attached: the agency receives a qualified lead. */
function SendCheck({
  env,
  profile,
  checks,
}: {
  env: WidgetEnv;
  profile: EligibilityProfile;
  checks: UniversityCheck[];
}) {
  const { lang, options } = env;
  const t = translator(checkMessages, lang);
  const blocker = useLeadFormBlocker(env);
  const { visitor, set, check } = useVisitor(options);
  const { state, errors, failure, send } = useLeadSender(env, 'search');
  const programIds = checks.flatMap((c) => (c.best ? [c.best.programId] : [])).slice(0, 24);
  if (blocker || !programIds.length) return null;
  if (state === 'sent')
    return (
      <div class="se-success" part="success" role="status">
        <h3>{t('sentTitle')}</h3>
        <p>
          {t('sentBody', {
            agency: env.agency.status === 'ready' ? env.agency.face.name : '',
            email: visitor.email,
          })}
        </p>
      </div>
    );
  const submit = (event: Event) => {
    event.preventDefault();
    send(check(), {
      kind: 'consultation',
      agencySlug: options.agency,
      name: visitor.name,
      email: visitor.email,
      phone: visitor.phone || undefined,
      nationality: profile.nationality ?? undefined,
      language: lang,
      eligibilityCheck: { profile, programIds },
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="se-send-title">
      <h3 id="se-send-title">{t('sendTitle')}</h3>
      <p class="se-muted">{t('sendIntro')}</p>
      <FailureAlert failure={failure} />
      <VisitorFields lang={lang} visitor={visitor} set={set} errors={errors} />
      <SendButton env={env} state={state} label={t('send')} />
    </form>
  );
}
