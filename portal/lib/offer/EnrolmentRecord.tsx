import { useLingui } from '@lingui/react/macro';
import type { EnrolmentPayload } from '#sdk/schemas/offer';
import { ConfirmedChoice } from './ConfirmedChoice.tsx';

/** The university, after the applicant accepted its offer: Confirm enrolment or Record no-show, each confirmed. */
export function EnrolmentRecord({
  studentName,
  record,
  onRecorded,
}: {
  studentName: string;
  record: (payload: EnrolmentPayload) => Promise<unknown>;
  onRecorded: () => void;
}) {
  const { t } = useLingui();
  return (
    <ConfirmedChoice
      title={t`Enrolment`}
      lead={t`${studentName} accepted the offer. Confirm the enrolment once they have enrolled, or record a no-show.`}
      onDone={onRecorded}
      choices={[
        {
          key: 'enrolled',
          label: t`Confirm enrolment`,
          question: t`Confirm that ${studentName} enrolled? This cannot be undone.`,
          request: () => record({ enrolled: true }),
          done: t`Enrolment confirmed`,
          failed: t`Failed to record the enrolment`,
        },
        {
          key: 'no-show',
          label: t`Record no-show`,
          question: t`Record that ${studentName} did not enrol? This cannot be undone.`,
          danger: true,
          request: () => record({ enrolled: false }),
          done: t`No-show recorded`,
          failed: t`Failed to record the enrolment`,
        },
      ]}
    />
  );
}
