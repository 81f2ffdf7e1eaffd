import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v));

const optionalUrl = z.url().optional();

/** Every setting of the API, parsed once at boot; an invalid value stops the process with a clear message. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  PUBLIC_URL: optionalUrl,
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  STORE_CURRENCY: z.string().length(3).toUpperCase().default('KZT'),
  /** The shop's time zone: what «today» is for the wardrobe's wear log, and the days of the sales report. */
  SHOP_TIME_ZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'SHOP_TIME_ZONE must be an IANA time zone, e.g. Asia/Almaty')
    .default('Asia/Almaty'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  WEB_DIST_DIR: z.string().optional(),
  WORKERS: booleanFlag.default(true),
  /** Seed demo data into an empty database; default: only for the embedded database. */
  SEED_DEMO_DATA: booleanFlag.optional(),
  RATE_LIMIT_AUTH_PER_IP: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_AUTH_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  TRUST_PROXY: booleanFlag.default(false),
  // Catalogue import (Lamoda). Base addresses are configurable so tests use a local fixture server.
  LAMODA_BASE_URL_KZ: z.url().default('https://www.lamoda.kz'),
  LAMODA_BASE_URL_RU: z.url().default('https://www.lamoda.ru'),
  LAMODA_BASE_URL_BY: z.url().default('https://www.lamoda.by'),
  /** Where images of the allow-listed CDN (a.lmcdn.ru) are actually fetched from. */
  LAMODA_IMAGE_BASE_URL: z.url().default('https://a.lmcdn.ru'),
  /** Comma-separated HTTP(S) proxies, used in turn. */
  IMPORT_PROXY_URLS: z.string().optional(),
  /** Pause between two page requests to Lamoda (politeness). */
  IMPORT_PACING_MS: z.coerce.number().int().min(0).default(2000),
  IMPORT_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  IMPORT_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(4),
  /** Longest back-off between retries (403, 429, 5xx). */
  IMPORT_MAX_BACKOFF_MS: z.coerce.number().int().min(0).default(60_000),
  /** Seconds without a heartbeat after which a running import task counts as dead. */
  IMPORT_STALE_TASK_SECONDS: z.coerce.number().int().positive().default(120),
  /** Fetch pages with Chromium (playwright-core) to pass a JavaScript challenge. */
  IMPORT_BROWSER: booleanFlag.default(false),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  /** Units of the store currency per 1 unit of each source currency. */
  RATE_KZT: z.coerce.number().positive().optional(),
  RATE_RUB: z.coerce.number().positive().optional(),
  RATE_BYN: z.coerce.number().positive().optional(),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  /** Most LLM calls one import task may make. */
  LLM_MAX_CALLS_PER_TASK: z.coerce.number().int().min(0).default(20),
  /** How old the trending ranking may get before it is computed again; 0 computes it every time. */
  TRENDING_REFRESH_SECONDS: z.coerce.number().int().min(0).default(60),
  /** How old the filter panel's counts for one set of filters may get; 0 counts every time. */
  FACETS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * How old a search's or a filtered list's kept page may get (it is dropped at once when the
   * catalogue announces a change; this covers the «popular» and rating orders); 0 reads every time.
   */
  SEARCH_MAX_AGE_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * Whether a search in relevance order is ranked by the in-memory index each API process keeps
   * (decision 110); off, PostgreSQL ranks every search.
   */
  SEARCH_INDEX: booleanFlag.default(true),
  /**
   * How long a signed-in request's session and user are kept without asking the database (they
   * are dropped at once when the account announces a change); 0 asks every time.
   */
  SESSION_KEEP_SECONDS: z.coerce.number().int().min(0).default(60),
  /** The most one account keeps in personal pictures (avatars, try-on photos and results), in MB. */
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(200),
  /** Bearer token for Prometheus metrics at /metrics; without it the endpoint is off. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Where backup archives go (`npm run backup` and the scheduled ones); default DATA_DIR/backups. */
  BACKUP_DIR: z.string().optional(),
  /** When the scheduled backup runs (cron, UTC); `off` for none. Default: every day at 03:00. */
  BACKUP_CRON: z
    .string()
    .trim()
    .regex(/^(off|(\S+\s+){4}\S+)$/, 'BACKUP_CRON must be a five-field cron expression or off')
    .default('0 3 * * *'),
  /** How many scheduled backup archives are kept (the oldest go first). */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  /**
   * Stored files in an S3-compatible bucket (shared by every API process) instead of DATA_DIR:
   * on when S3_BUCKET is set. S3_ENDPOINT for a store other than AWS (MinIO, R2…), S3_PUBLIC_URL
   * for a CDN in front of the bucket's `public/` objects (else the shop serves them).
   */
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PUBLIC_URL: optionalUrl,
  // Orders. Delivery prices until an admin sets them (store currency).
  DELIVERY_COURIER_PRICE: z.coerce.number().min(0).default(1500),
  /** Items total from which courier delivery is free; empty: never free. */
  DELIVERY_FREE_ABOVE: z.coerce.number().min(0).optional(),
  /** Days a bought item may be returned in, as the item page and the shop's texts say. */
  RETURN_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  /** Minutes an online order waits for its payment before it is cancelled and its stock returned. */
  ORDER_PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** Online payment through Stripe Checkout; without both keys only payment on delivery is offered. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Where Stripe's API is reached (tests point it at a local stand-in). */
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  /** Order emails by SMTP; without SMTP_HOST they are kept in the outbox (admin: /api/emails/outbox). */
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it. */
  SMTP_SECURE: booleanFlag.default(false),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  /** The sender, e.g. `VESTA <shop@example.kz>`; default: no-reply at the PUBLIC_URL's host. */
  SMTP_FROM: z.string().min(3).optional(),
  /**
   * Virtual try-on: `local` (pose-guided compositing on this machine, a sketch), `remote` (a
   * hosted FASHN-style service) or `replicate` (an IDM-VTON-style model on Replicate).
   */
  TRYON_PROVIDER: z.enum(['local', 'remote', 'replicate']).default('local'),
  /** The hosted try-on service's API (FASHN-style: POST /run, GET /status/{id}) and its key. */
  TRYON_API_URL: z.url().optional(),
  TRYON_API_KEY: z.string().min(1).optional(),
  /** Hosts (comma-separated) the hosted service may answer result pictures from, besides its own. */
  TRYON_RESULT_HOSTS: z.string().optional(),
  TRYON_POLL_MS: z.coerce.number().int().min(10).default(2000),
  TRYON_TIMEOUT_MS: z.coerce.number().int().positive().default(180_000),
  /** Replicate's API (tests point it at a local stand-in), the API token and the model version run. */
  REPLICATE_API_URL: z.url().default('https://api.replicate.com'),
  REPLICATE_API_TOKEN: z.string().trim().min(1).optional(),
  REPLICATE_MODEL_VERSION: z
    .string()
    .trim()
    .regex(
      /^([\w.-]+\/[\w.-]+:)?[0-9a-f]{64}$/,
      'REPLICATE_MODEL_VERSION must be a model version id (64 hex digits, optionally after owner/model:)',
    )
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty` (one readable line per event) or `json`; by default pretty on a terminal only. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
});

export type Env = z.infer<typeof envSchema>;

/** The settings a hosted try-on provider cannot run without. */
const TRYON_PROVIDER_NEEDS: Partial<Record<Env['TRYON_PROVIDER'], readonly (keyof Env)[]>> = {
  remote: ['TRYON_API_URL', 'TRYON_API_KEY'],
  replicate: ['REPLICATE_API_TOKEN', 'REPLICATE_MODEL_VERSION'],
};

/** The settings of an S3-compatible bucket (S3_* in the environment). */
export type S3Settings = {
  /** Empty for AWS itself; the address of MinIO, R2, Yandex Object Storage and the like. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** A public base address (a CDN) in front of the bucket's `public/` objects; else the shop serves them. */
  publicUrl?: string;
};

export type AppConfig = Env & {
  dataDir: string;
  uploadsDir: string;
  /** Personal files (try-on photos and results): never served statically. */
  privateUploadsDir: string;
  /** Backup archives (BACKUP_DIR, else DATA_DIR/backups). */
  backupDir: string;
  publicUrl: string;
  googleEnabled: boolean;
  /** Online payment is offered (both Stripe keys are set). */
  paymentsEnabled: boolean;
  /** The bucket stored files go to (S3_BUCKET is set), else null: the folders under DATA_DIR. */
  s3: S3Settings | null;
};

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const tryonNeeds = TRYON_PROVIDER_NEEDS[parsed.data.TRYON_PROVIDER];
  if (tryonNeeds?.some((key) => !parsed.data[key]))
    throw new ConfigError(
      `Invalid configuration:\n  TRYON_PROVIDER=${parsed.data.TRYON_PROVIDER} needs ${tryonNeeds.join(' and ')}`,
    );
  if (Boolean(parsed.data.STRIPE_SECRET_KEY) !== Boolean(parsed.data.STRIPE_WEBHOOK_SECRET))
    throw new ConfigError(
      'Invalid configuration:\n  online payment needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  if (Boolean(parsed.data.S3_ACCESS_KEY_ID) !== Boolean(parsed.data.S3_SECRET_ACCESS_KEY))
    throw new ConfigError(
      'Invalid configuration:\n  an S3 bucket needs both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or neither, for the default credentials)',
    );
  return parsed.data;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    privateUploadsDir: path.join(dataDir, 'private-uploads'),
    backupDir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    googleEnabled: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    paymentsEnabled: Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET),
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          publicUrl: env.S3_PUBLIC_URL,
        }
      : null,
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}
