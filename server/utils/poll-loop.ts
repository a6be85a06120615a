import { log } from './log.ts';

/**
 * Runs `round` every `pollMs`, and again at once while it says there is more (a full batch). A
 * failed round is logged and the loop goes on. Answers a stop function: `stopping()` turns true
 * for the round in flight, which the stop waits for.
 */
export function startPollLoop(
  name: string,
  pollMs: number,
  round: (stopping: () => boolean) => Promise<boolean>,
): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = round(() => stopped).then(
      (more) => schedule(more ? 0 : pollMs),
      (error) => {
        log.error({ err: error, loop: name }, 'A background round failed');
        schedule(pollMs);
      },
    );
  };
  const schedule = (ms: number) => {
    if (!stopped) timer = setTimeout(tick, ms);
  };
  schedule(0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
