import { useLingui } from '@lingui/react/macro';
import * as programs from '#sdk/resources/programs';
import type { OfferDecisionPayload } from '#sdk/schemas/offer';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useFormat } from '#portal/lib/format.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { Select } from '#portal/ui/Select/Select.tsx';
import { type Choice, ConfirmedChoice } from './ConfirmedChoice.tsx';

interface OfferedApplication {
  programName: string;
  university: { name: string };
  programId: number | null;
  intakeStartDate: string | null;
}

/** The intakes of the application's programme that start after its own: where the offer may be deferred to. */
function useLaterIntakes(application: OfferedApplication) {
  const { programId, intakeStartDate } = application;
  const loaded = useLoad(
    async () => (programId === null ? [] : (await programs.retrieve(api, programId)).program.intakes),
    String(programId),
  );
  if (loaded.status !== 'ready') return [];
  return loaded.data.filter((intake) => intakeStartDate === null || intake.startDate > intakeStartDate);
}

/**
 * The applicant's side answers the university's offer on an ACCEPTED application: Accept offer,
 * Decline offer or, where the programme has a later intake, Defer offer to it; each confirmed (the
 * student's application dialog and the agency's application page).
 */
export function OfferAnswer({
  application,
  answer,
  onAnswered,
}: {
  application: OfferedApplication;
  answer: (payload: OfferDecisionPayload) => Promise<unknown>;
  onAnswered: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const later = useLaterIntakes(application);
  const [intakeId, setIntakeId] = useState('');
  const university = application.university.name;
  const programme = application.programName;
  const startOf = (date: string) => format.date(date, { dateStyle: 'medium', timeZone: 'UTC' });
  const chosen = later.find((intake) => String(intake.id) === intakeId);
  const start = chosen ? startOf(chosen.startDate) : '';
  const deferral: Choice[] = chosen
    ? [
        {
          key: 'defer',
          label: t`Defer offer`,
          question: t`Defer the offer to the intake starting ${start}? Your place moves to that intake.`,
          request: () => answer({ decision: 'DEFER', intakeId: chosen.id }),
          done: t`Offer deferred`,
          failed: t`Failed to defer the offer`,
        },
      ]
    : [];
  return (
    <ConfirmedChoice
      title={t`Offer`}
      lead={t`${university} offers a place in ${programme}. Accept or decline the offer.`}
      onDone={onAnswered}
      choices={[
        {
          key: 'accept',
          label: t`Accept offer`,
          question: t`Accept the offer of ${university} for ${programme}? The university will be told.`,
          request: () => answer({ decision: 'ACCEPT' }),
          done: t`Offer accepted`,
          failed: t`Failed to accept the offer`,
        },
        {
          key: 'decline',
          label: t`Decline offer`,
          question: t`Decline the offer of ${university} for ${programme}? This cannot be undone.`,
          danger: true,
          request: () => answer({ decision: 'DECLINE' }),
          done: t`Offer declined`,
          failed: t`Failed to decline the offer`,
        },
        ...deferral,
      ]}
    >
      {later.length > 0 && (
        <Select
          label={t`Defer to a later intake`}
          placeholder={t`Choose an intake`}
          options={later.map((intake) => ({ value: String(intake.id), label: startOf(intake.startDate) }))}
          value={intakeId}
          onChange={(event) => setIntakeId(event.target.value)}
        />
      )}
    </ConfirmedChoice>
  );
}
