import { useEffect, useState } from 'preact/hooks';
import type { Client } from '#sdk/client';
import * as universities from '#sdk/resources/universities';
import type { UniversityDetail } from '#sdk/schemas/university';

export type UniversityState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; university: UniversityDetail }
  | { status: 'missing' };

/** The university a widget is about (its `university` option or the visitor's choice). */
export function useUniversity(client: Client, id: string | undefined): UniversityState {
  const [state, setState] = useState<UniversityState>(id ? { status: 'loading' } : { status: 'none' });
  useEffect(() => {
    if (!id || !/^\d+$/.test(id)) return setState(id ? { status: 'missing' } : { status: 'none' });
    let live = true;
    setState({ status: 'loading' });
    universities.retrieve(client, Number(id)).then(
      (answer) => live && setState({ status: 'ready', university: answer.university }),
      () => live && setState({ status: 'missing' }),
    );
    return () => {
      live = false;
    };
  }, [client, id]);
  return state;
}
