import { resolve } from 'node:path';

/** Everything the server reads from its environment (the README's configuration table). */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const dataDir = resolve(env.DATA_DIR || '.data');
  return {
    dataDir,
    sqliteFile: resolve(dataDir, 'platform.sqlite'),
    uploadsDir: resolve(dataDir, 'uploads'),
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
    /** Failed sign-ins allowed per window before 429. */
    loginLimits: {
      perAccount: Number(env.LOGIN_LIMIT_PER_ACCOUNT || 5),
      perAddress: Number(env.LOGIN_LIMIT_PER_ADDRESS || 20),
      windowSeconds: Number(env.LOGIN_LIMIT_WINDOW_SECONDS || 900),
    },
    /** Leads (contact form, widget and consultation requests) allowed per window before 429. */
    leadLimits: {
      perAddress: Number(env.LEAD_LIMIT_PER_ADDRESS || 20),
      perAgency: Number(env.LEAD_LIMIT_PER_AGENCY || 500),
      windowSeconds: Number(env.LEAD_LIMIT_WINDOW_SECONDS || 3600),
    },
    sessionDays: Number(env.SESSION_DAYS || 30),
  };
}

export type Config = ReturnType<typeof readConfig>;
