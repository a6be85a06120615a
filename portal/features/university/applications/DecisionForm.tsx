import { Trans, useLingui } from '@lingui/react/macro';
import * as universityApplications from '#sdk/resources/university-applications';
import { type ApplicationEligibility, unmetReasons } from '#sdk/schemas/eligibility';
import { UniversityDecisionPayload } from '#sdk/schemas/university-review';
import type { FormEvent } from 'react';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useForm } from '#portal/lib/use-form.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { RadioGroup } from '#portal/ui/RadioGroup/RadioGroup.tsx';
import { TextArea } from '#portal/ui/TextArea/TextArea.tsx';
import * as styles from '#portal/features/university/university.css.ts';

type Decision = 'ACCEPTED' | 'REJECTED';

/**
 * Accept (optionally with conditions) or reject, with a note the applicant reads. The conditions
 * start as what the verdict at submission found unmet, one a line, for the reviewer to edit.
 */
export function DecisionForm({
  applicationId,
  eligibility,
  onDecided,
}: {
  applicationId: number;
  eligibility?: ApplicationEligibility | null;
  onDecided: () => void;
}) {
  const { t } = useLingui();
  const unmet = unmetReasons(eligibility?.reasons ?? []).map((reason) => reason.message);
  const form = useForm({ decision: '' as Decision | '', note: '', conditions: unmet.join('\n') });
  const { busy: sending, run } = useAction();
  const accepting = form.values.decision === 'ACCEPTED';

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check(UniversityDecisionPayload, {
      ...form.values,
      decision: form.values.decision || undefined,
      conditions: accepting ? form.values.conditions : '',
    });
    if (!payload) return;
    await run(() => universityApplications.decide(api, applicationId, payload), {
      done: payload.decision === 'ACCEPTED' ? t`Application accepted` : t`Application rejected`,
      failed: t`Failed to send the decision`,
      onDone: onDecided,
      onError: (error) => form.showServerErrors(error),
    });
  };

  return (
    <form onSubmit={send} noValidate aria-labelledby="decision-title">
      <h3 id="decision-title" className={styles.heading}>
        <Trans>Decision</Trans>
      </h3>
      <RadioGroup<Decision>
        legend={t`Your decision`}
        name="decision"
        required
        value={form.values.decision}
        onChange={(value) => form.set('decision', value)}
        error={form.errors.decision && form.errorText(form.errors.decision)}
        options={[
          { value: 'ACCEPTED', label: t`Accept` },
          { value: 'REJECTED', label: t`Reject` },
        ]}
      />
      <TextArea
        label={t`Note to the applicant`}
        hint={t`The applicant reads this note with your decision.`}
        required={form.values.decision === 'REJECTED'}
        rows={3}
        {...form.field('note')}
      />
      {accepting && (
        <TextArea
          label={t`Conditions (optional)`}
          hint={
            unmet.length
              ? t`Filled in with what the eligibility check at submission found unmet: edit it as needed.`
              : t`What the applicant must still meet, e.g. a final certificate.`
          }
          rows={2}
          {...form.field('conditions')}
        />
      )}
      <Button type="submit" loading={sending}>
        <Trans>Send decision</Trans>
      </Button>
    </form>
  );
}
