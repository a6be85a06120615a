import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

/** Everything the server reads from its environment (the README's configuration table). */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const dataDir = resolve(env.DATA_DIR || '.data');
  return {
    dataDir,
    sqliteFile: resolve(dataDir, 'platform.sqlite'),
    uploadsDir: resolve(dataDir, 'uploads'),
    /** Where uploads bound for S3 wait, whole, until they are sent (s3-store.ts). */
    spoolDir: resolve(dataDir, 'spool'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demoData: env.DEMO_DATA === '1' || env.DEMO_DATA === 'true',
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION || 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID || env.AWS_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || env.AWS_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
        }
      : undefined,
    /** Sign-in attempts allowed before 429 (README, Security: the rule and why). */
    loginLimits: {
      /** One account from one address: slows a guesser without keeping the owner out elsewhere. */
      perAccountAndAddress: Number(env.LOGIN_LIMIT_PER_ACCOUNT_AND_ADDRESS || 5),
      /** One address, every account: a visitor trying many accounts. */
      perAddress: Number(env.LOGIN_LIMIT_PER_ADDRESS || 20),
      windowSeconds: Number(env.LOGIN_LIMIT_WINDOW_SECONDS || 900),
      /** One account from addresses it has not signed in from: guessing spread over many addresses. */
      perAccount: Number(env.LOGIN_LIMIT_PER_ACCOUNT || 100),
      accountWindowSeconds: Number(env.LOGIN_LIMIT_ACCOUNT_WINDOW_SECONDS || 3600),
    },
    /** Accounts created per address per window before 429 (scripts creating accounts). */
    registerLimits: {
      perAddress: Number(env.REGISTER_LIMIT_PER_ADDRESS || 10),
      windowSeconds: Number(env.REGISTER_LIMIT_WINDOW_SECONDS || 3600),
    },
    /**
     * The addresses of the load balancers or proxies in front of the server (comma-separated). Only
     * a request from one of them has its client address read from X-Forwarded-For; otherwise the
     * socket's address counts, so a visitor cannot choose the address their limits count.
     */
    trustedProxies: (env.TRUSTED_PROXIES || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    /**
     * Leftover files (no row points to them, or a write was cut short by a crash) are removed at
     * start and every interval, once older than the grace time (longer than any upload takes).
     */
    fileSweep: {
      graceSeconds: Number(env.FILE_SWEEP_GRACE_SECONDS || 3600),
      intervalSeconds: Number(env.FILE_SWEEP_INTERVAL_SECONDS || 3600),
    },
    /** Leads (contact form, widget and consultation requests) allowed per window before 429. */
    leadLimits: {
      perAddress: Number(env.LEAD_LIMIT_PER_ADDRESS || 20),
      perAgency: Number(env.LEAD_LIMIT_PER_AGENCY || 500),
      windowSeconds: Number(env.LEAD_LIMIT_WINDOW_SECONDS || 3600),
    },
    /** Type-ahead suggestions an address may have made per window (those kept from before are not counted) before 429. */
    suggestLimits: {
      perAddress: Number(env.SUGGEST_LIMIT_PER_ADDRESS || 600),
      windowSeconds: Number(env.SUGGEST_LIMIT_WINDOW_SECONDS || 60),
    },
    /** Visitors' eligibility checks (a programme page's form, the search widget) an address may make per window before 429. */
    eligibilityLimits: {
      perAddress: Number(env.ELIGIBILITY_LIMIT_PER_ADDRESS || 120),
      windowSeconds: Number(env.ELIGIBILITY_LIMIT_WINDOW_SECONDS || 60),
    },
    /** PDFs render on worker threads (server/services/pdf/pdf-pool.ts), bounded so none holds up a request. */
    pdf: {
      /** Threads rendering at once: by default one core is left to the requests. */
      workers: Math.max(1, Number(env.PDF_WORKERS || availableParallelism() - 1)),
      /** PDFs waiting for a thread before the next is refused (429 with Retry-After). */
      queue: env.PDF_QUEUE ? Math.max(0, Number(env.PDF_QUEUE)) : 16,
      /** PDFs one user may be waiting for at once before the next is refused (429 with Retry-After). */
      perUser: Math.max(1, Number(env.PDF_JOBS_PER_USER || 2)),
      /** Memory for rendered PDFs kept by their content, so asking twice renders once. */
      cacheBytes: Math.max(1, Number(env.PDF_CACHE_MB || 32)) * 1024 * 1024,
    },
    sessionDays: Number(env.SESSION_DAYS || 30),
    webhooks: {
      /** Deliveries to loopback and private addresses (a test receiver, an intranet CRM); off: refused (SSRF). */
      allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE === '1' || env.WEBHOOKS_ALLOW_PRIVATE === 'true',
      /** The first retry's wait; each next one doubles, up to an hour, for a day. */
      retryBaseMs: Number(env.WEBHOOK_RETRY_BASE_MS || 30_000),
      /** How often the worker looks for deliveries to send. */
      pollMs: Number(env.WEBHOOK_POLL_MS || 1000),
    },
    /** Calls one API key may make per minute before 429 (an integration's loop gone wrong). */
    apiKeyCallsPerMinute: Number(env.API_KEY_CALLS_PER_MINUTE || 600),
    /** The portal's address as users reach it, for links in e-mails (never taken from a request's Host). */
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT || env.NITRO_PORT || 3000}`).replace(/\/+$/, ''),
    /**
     * The public site's address for search engines and link previews: canonical and hreflang
     * links, Open Graph URLs, robots.txt and the sitemaps (never taken from a request's Host).
     */
    siteUrl: (env.SITE_URL || env.PUBLIC_URL || `http://localhost:${env.PORT || env.NITRO_PORT || 3000}`).replace(
      /\/+$/,
      '',
    ),
    mail: {
      /** smtp://user:pass@host:port or smtps://…; without it e-mails are written as .eml files under DATA_DIR/mail. */
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || 'Study in Europe <no-reply@study-in-europe.local>',
      mailDir: resolve(dataDir, 'mail'),
      /** How often the worker looks for e-mails to send. */
      pollMs: Number(env.MAIL_POLL_MS || 1000),
    },
    /**
     * Operations (docs/operations.md). `/metrics` answers only when a token is set, and only to
     * `Authorization: Bearer <token>`. On SIGTERM `/readyz` answers 503 for the grace time while
     * requests are still taken, then the listener closes and requests in flight get up to the
     * timeout to finish.
     */
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdown: {
      graceSeconds: Number(env.SHUTDOWN_GRACE_SECONDS ?? 5),
      timeoutSeconds: Number(env.SHUTDOWN_TIMEOUT_SECONDS ?? 60),
    },
    /** Password reset requests per window: per address (429 past it) and per account (silently no more mails). */
    resetLimits: {
      perAddress: Number(env.RESET_LIMIT_PER_ADDRESS || 10),
      perAccount: Number(env.RESET_LIMIT_PER_ACCOUNT || 3),
      windowSeconds: Number(env.RESET_LIMIT_WINDOW_SECONDS || 3600),
      /** How long a reset link works. */
      linkSeconds: Number(env.RESET_LINK_SECONDS ?? 3600),
    },
  };
}

export type Config = ReturnType<typeof readConfig>;
