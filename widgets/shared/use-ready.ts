import { useEffect, useRef } from 'preact/hooks';
import type { WidgetEnv } from './mount.tsx';

/** Sends `study:ready` once, when the widget's first data has arrived. */
export function useReady(env: WidgetEnv, ready: boolean) {
  const sent = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: sent once, when `ready` turns true
  useEffect(() => {
    if (sent.current || !ready) return;
    sent.current = true;
    env.emit('study:ready', { widget: env.widget, agency: env.options.agency ?? null });
  }, [ready]);
}
