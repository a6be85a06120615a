import * as programs from '#sdk/resources/programs';
import { applicantGroupOf } from '#sdk/schemas/applicant-group';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { api } from '#portal/lib/api.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useLoad } from '#portal/lib/use-load.ts';
import { ErrorState } from '#portal/ui/ErrorState/ErrorState.tsx';
import { Skeleton } from '#portal/ui/Skeleton/Skeleton.tsx';
import { IntakePicker } from './IntakePicker.tsx';
import { ProgrammePicker } from './ProgrammePicker.tsx';
import type { Choice } from './SearchPicker.tsx';
import '#portal/lib/programs/program-field-texts.ts';

export interface ProgrammeChoiceProps {
  universityId: number;
  /** The applicant's nationality: whose application window (EU/EEA or not) decides which intakes are open. */
  nationality: string | null | undefined;
  programme: Choice | undefined;
  onProgramme: (programme: Choice) => void;
  intakeId: number | undefined;
  onIntake: (intakeId: number) => void;
  errors: { programId?: string; intakeId?: string };
  /** The programme's name typed freely, offered only where the university lists no programmes. */
  freeText: ReactNode;
}

/** What an application is for: a programme of the university's catalogue and one of its open intakes. */
export function ProgrammeChoice({
  universityId,
  freeText,
  programme,
  onProgramme,
  errors,
  ...intake
}: ProgrammeChoiceProps) {
  const { t } = useLingui();
  const listed = useLoad(
    async () => (await programs.search(api, { universityId, limit: 1 })).pagination.total > 0,
    String(universityId),
  );
  if (listed.status === 'loading') return <Skeleton lines={3} label={t`Loading the programmes…`} />;
  if (listed.status === 'failed') return <LoadFailed error={listed.error} retry={listed.retry} />;
  if (!listed.data) return freeText;
  return (
    <>
      <ProgrammePicker universityId={universityId} chosen={programme} onChoose={onProgramme} error={errors.programId} />
      {programme && <Intakes programId={programme.id} error={errors.intakeId} {...intake} />}
    </>
  );
}

function Intakes({
  programId,
  nationality,
  intakeId,
  onIntake,
  error,
}: Pick<ProgrammeChoiceProps, 'nationality' | 'intakeId' | 'onIntake'> & { programId: number; error?: string }) {
  const { t } = useLingui();
  const programme = useLoad(() => programs.retrieve(api, programId), String(programId));
  if (programme.status === 'loading') return <Skeleton lines={2} label={t`Loading the intakes…`} />;
  if (programme.status === 'failed') return <LoadFailed error={programme.error} retry={programme.retry} />;
  return (
    <IntakePicker
      intakes={programme.data.program.intakes}
      group={applicantGroupOf(nationality)}
      chosen={intakeId}
      onChoose={onIntake}
      error={error}
    />
  );
}

function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useLingui();
  const { error: errorMessage } = useErrorText();
  return <ErrorState title={t`The list could not be loaded`} message={errorMessage(error)} onRetry={retry} />;
}
