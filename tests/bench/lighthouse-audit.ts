// One Lighthouse run of a page (the default mobile preset: a mid-range phone on a slow 4G
// connection, simulated), reduced to the figures the public pages are held to.
import lighthouse, { type Result } from 'lighthouse';

export interface PageFigures {
  /** Category scores out of 100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest and first contentful paint, in seconds. */
  lcp: number;
  fcp: number;
  cls: number;
  /** Lighthouse's measure of the machine's speed at the time (about 1,000 and more on a fast desktop). */
  benchmarkIndex: number;
  /** The audits that keep accessibility, best practices or SEO under 100. */
  failedAudits: string[];
}

/** Why a page has no figures: Lighthouse's error code and its message. */
export interface AuditFailure {
  code: string;
  message: string;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** What Lighthouse clears before a run unless told otherwise (its config/constants.js). */
const CLEARED_BY_DEFAULT = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'] as const;
const PASS_OR_FAIL = ['accessibility', 'best-practices', 'seo'];

/** An error with a code, as Lighthouse's own errors carry one. */
const failure = (code: string, message: string) => Object.assign(new Error(message), { code });

const score = (lhr: Result, category: string) => {
  const value = lhr.categories[category]?.score;
  if (value === null || value === undefined) throw failure('NO_SCORE', `no ${category} score`);
  return Math.round(value * 100);
};

const numeric = (lhr: Result, audit: string) => {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw failure('NO_FIGURE', `no ${audit} figure`);
  return value;
};

const failedAudits = (lhr: Result) =>
  PASS_OR_FAIL.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );

/** Audits `url` in the Chrome listening on `port`; throws with Lighthouse's own words when the run fails. */
async function auditOnce(url: string, port: number): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: CATEGORIES,
    // Each page as a first visit: a language chosen on an earlier page (kept in localStorage) would
    // send an English page to its Arabic twin, and the audit would time two page loads.
    clearStorageTypes: [...CLEARED_BY_DEFAULT, 'local_storage'],
  });
  if (!result) throw failure('NO_RESULT', 'Lighthouse gave no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw failure(lhr.runtimeError.code, lhr.runtimeError.message);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: numeric(lhr, 'largest-contentful-paint') / 1000,
    fcp: numeric(lhr, 'first-contentful-paint') / 1000,
    cls: numeric(lhr, 'cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedAudits: failedAudits(lhr),
  };
}

/** The page's figures, trying once more when a run fails; the second failure otherwise. */
export async function auditPage(url: string, port: number): Promise<PageFigures | AuditFailure> {
  try {
    return await auditOnce(url, port);
  } catch {
    try {
      return await auditOnce(url, port);
    } catch (error) {
      // Errors thrown here and Lighthouse's own (LighthouseError) carry a code.
      const { code = 'ERROR', message = String(error) } = error as { code?: string; message?: string };
      return { code, message };
    }
  }
}
