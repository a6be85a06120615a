import { useEffect, useState } from 'preact/hooks';
import type { Client } from '#sdk/client';
import * as programs from '#sdk/resources/programs';
import type { Intake } from '#sdk/schemas/program-parts';

/** The intakes of the chosen programme (none while nothing is chosen or they are loading). */
export function useIntakes(client: Client, programId: string): Intake[] {
  const [intakes, setIntakes] = useState<Intake[]>([]);
  useEffect(() => {
    setIntakes([]);
    if (!programId) return;
    let live = true;
    programs.retrieve(client, Number(programId)).then(
      (answer) => live && setIntakes(answer.program.intakes),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, programId]);
  return intakes;
}
