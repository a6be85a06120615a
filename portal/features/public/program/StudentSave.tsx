import { ownShortlist } from '#portal/lib/shortlists/shortlist-source.ts';
import { SaveButton } from '#portal/lib/shortlists/SaveButton.tsx';
import { useSavedProgrammes } from '#portal/lib/shortlists/use-saved-programmes.ts';

/**
 * The signed-in student's Save to shortlist for one programme. Loaded only for students, so that
 * a visitor of the public page does not download the shortlist's code.
 */
export default function StudentSave({ programId }: { programId: number }) {
  const { saved, toggle, pending } = useSavedProgrammes(ownShortlist);
  if (!saved) return null;
  return (
    <SaveButton
      saved={saved.has(programId)}
      busy={pending === programId}
      onToggle={() => toggle(programId)}
      fullWidth
    />
  );
}
