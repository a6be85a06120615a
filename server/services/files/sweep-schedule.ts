import type { App } from '#server/utils/app.ts';
import { log } from '#server/utils/log.ts';
import { sweepFiles } from './sweep.ts';

/** Sweeps the file store once at start, then every `intervalSeconds`; answers the stop. */
export function scheduleFileSweep(app: App): () => void {
  const { graceSeconds, intervalSeconds } = app.config.fileSweep;
  const run = () => void sweepFiles(app, graceSeconds).catch((error) => log.error({ err: error }, 'file sweep failed'));
  run();
  const timer = setInterval(run, intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
