import type { App } from '#server/utils/app.ts';
import type { SignedIn } from '#server/utils/auth.ts';
import { conflict, invalid } from '#server/utils/errors.ts';
import { findIntakes } from '#server/services/programs/program-parts.repository.ts';
import { insertApplicationEvent, updateAcceptedIntake } from '#server/services/applications/application.repository.ts';

/**
 * Defers an ACCEPTED offer to a later intake of the same programme: the application moves to it and
 * stays ACCEPTED; the timeline records the deferral with the new start. An intake of another
 * programme, or one not starting after the current one, is a field error.
 */
export async function deferOffer(
  app: App,
  user: SignedIn,
  application: { id: number; program_id: number | null; intake_start_date: string | null },
  intakeId: number,
): Promise<void> {
  const intakes = application.program_id === null ? [] : await findIntakes(app.db, [application.program_id]);
  const later = intakes.find(
    (intake) =>
      intake.id === intakeId &&
      (application.intake_start_date === null || intake.start_date > application.intake_start_date),
  );
  if (!later) invalid([{ field: 'intakeId', message: 'Please choose a later intake of the same programme' }]);
  await app.db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    const moved = await updateAcceptedIntake(trx, { id: application.id, intakeId, startDate: later.start_date, at });
    if (!moved) conflict('APPLICATION_CHANGED');
    await insertApplicationEvent(trx, {
      applicationId: application.id,
      from: 'ACCEPTED',
      to: 'ACCEPTED',
      actorUserId: user.id,
      kind: 'OFFER_DEFERRED',
      reason: later.start_date,
      at,
    });
  });
}
