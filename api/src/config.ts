import path from 'node:path';
import * as v from 'valibot';

import { parseProjectHosts, type ProjectHost } from './features/app-config/project-hosts.js';
import type { S3Settings } from './files/s3-object-store.js';
import { repoRoot } from './paths.js';

export { repoRoot };

const DEV_SESSION_SECRET = 'dev-session-secret-change-me-in-production';
const DEV_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004].map((p) => `http://localhost:${p}`).join(',');

const intFromEnv = (fallback: number, min = 0) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform((s) => (s.trim() === '' ? fallback : Number(s))),
    v.number(),
    v.integer(),
    v.minValue(min),
  );

const optionalString = v.pipe(
  v.optional(v.string()),
  v.transform((s) => (s === undefined || s.trim() === '' ? undefined : s.trim())),
);

const boolFromEnv = (fallback: boolean) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform((s) =>
      s.trim() === '' ? fallback : !['0', 'false', 'no', 'off'].includes(s.trim().toLowerCase()),
    ),
  );

const urlString = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.url(),
    v.transform((s) => s.replace(/\/+$/, '')),
  );

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.string(), 'development'),
  PORT: intFromEnv(8080, 0),
  /** Unset: 127.0.0.1 while the demo data (accounts with a published password) is seeded, else 0.0.0.0. */
  HOST: optionalString,
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  DATABASE_URL: optionalString,
  PGLITE_DATA_DIR: optionalString,
  PUBLIC_URL: urlString('http://localhost:8080'),
  CORS_ORIGINS: v.optional(v.string(), DEV_CORS_ORIGINS),
  PROJECT_ID: intFromEnv(36, 1),
  /** host=projectId pairs (comma-separated): the project a host name serves; other hosts get PROJECT_ID. */
  PROJECT_HOSTS: optionalString,
  OIDC_ISSUER: optionalString,
  OIDC_CLIENT_ID: v.optional(v.string(), 'olympiad-web'),
  SESSION_SECRET: v.optional(v.pipe(v.string(), v.minLength(16)), DEV_SESSION_SECRET),
  TOKEN_TTL_HOURS: intFromEnv(336, 1),
  SIGNIN_RATE_LIMIT: intFromEnv(10, 1),
  BODY_LIMIT: intFromEnv(1024 * 1024, 1024),
  STATIC_ROOT: optionalString,
  RELEASES_DIR: optionalString,
  SEED_DEMO: boolFromEnv(true),
  /** false where several processes share a database: the migrate command (cli/migrate.ts) runs once instead. */
  MIGRATE_ON_START: boolFromEnv(true),
  /** A name for this process (e.g. api-1), sent as `x-served-by` on every answer; unset: no header. */
  INSTANCE_NAME: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Za-z0-9._-]{0,64}$/, 'letters, digits, ".", "_", "-" (at most 64)'),
    ),
  ),
  TRUST_PROXY: boolFromEnv(false),
  SMTP_URL: optionalString,
  SUPPORT_EMAIL: v.optional(v.pipe(v.string(), v.email()), 'suporte@olimpiada.dev'),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.minLength(3)), 'Olimpíada <nao-responda@olimpiada.dev>'),
  MAIL_POLL_MS: intFromEnv(5000, 100),
  /** Mails per second to the SMTP server, for this process's pool (0: no limit). */
  MAIL_RATE_PER_SECOND: intFromEnv(0, 0),
  /** SMTP connections kept open at once (mails in flight). */
  MAIL_MAX_CONNECTIONS: intFromEnv(5, 1),
  /** Rows claimed per round (fewer when the rate limit would not send them within the lease). */
  MAIL_BATCH: intFromEnv(200, 1),
  /** How long a claimed row is held by its process (a process that dies releases its rows after it). */
  MAIL_LEASE_MS: intFromEnv(120_000, 500),
  /** The retry backoff: the n-th failed try waits n² × this (60000: 1, 4, 9, 16 minutes). */
  MAIL_RETRY_BASE_MS: intFromEnv(60_000, 10),
  FILES_DIR: optionalString,
  FILES_PUBLIC_URL: v.optional(v.pipe(v.string(), v.url())),
  /** Postal-code (CEP) provider: a URL with {cep} in ViaCEP's JSON format, or 'off'. */
  CEP_PROVIDER_URL: v.optional(
    v.union([v.literal('off'), v.pipe(v.string(), v.url(), v.includes('{cep}', 'must contain {cep}'))]),
    'https://viacep.com.br/ws/{cep}/json/',
  ),
  CEP_TIMEOUT_MS: intFromEnv(5000, 100),
  EXAM_CLOSE_POLL_MS: intFromEnv(30_000, 50),
  JOBS_POLL_MS: intFromEnv(1_000, 20),
  /** Cloud storage of exports (certificates, edition data): an S3 bucket; unset: FILES_DIR/exports. */
  S3_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (s) => s === '' || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(s),
        'must be an S3 bucket name (3–63 lowercase letters, digits, dots, hyphens)',
      ),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  ),
  S3_ENDPOINT: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || URL.canParse(s), 'must be a URL'),
      v.transform((s) => (s === '' ? undefined : s.replace(/\/+$/, ''))),
    ),
  ),
  S3_REGION: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9-]{2,40}$/)), 'us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: boolFromEnv(false),
  S3_PREFIX: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Za-z0-9._/-]*$/, 'may hold letters, digits, ".", "_", "-" and "/" only'),
      v.transform((s) => s.replace(/^\/+|\/+$/g, '')),
      v.transform((s) => (s === '' ? '' : `${s}/`)),
    ),
    '',
  ),
  /** Web Push (VAPID): both keys or neither (then the server makes a pair once and keeps it). */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** Who push services contact about our pushes: a mailto: or https: URL; default mailto:SUPPORT_EMAIL. */
  VAPID_SUBJECT: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (s) => s === '' || /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(s),
        'must be a mailto: address or an https: URL',
      ),
    ),
  ),
  PUSH_POLL_MS: intFromEnv(2000, 20),
  /** Pushes sent per second to one push service (one endpoint origin). */
  PUSH_RATE_PER_SECOND: intFromEnv(100, 1),
  PUSH_MAX_ATTEMPTS: intFromEnv(5, 1),
  /** The first retry waits this long; each next one twice as long. */
  PUSH_RETRY_BASE_MS: intFromEnv(60_000, 10),
  PUSH_SERVICE_ORIGINS: optionalString,
  /** GET /api/metrics asks for `Authorization: Bearer <this>` when set; unset: open (keep it internal). */
  METRICS_TOKEN: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || s.length >= 16, 'must be at least 16 characters'),
    ),
  ),
  /** Benchmarks only (bench/exam-load): mounts POST /api/bench/baseline, one insert per request. */
  BENCH_BASELINE: boolFromEnv(false),
});

export interface Config {
  nodeEnv: string;
  port: number;
  host: string;
  /** HOST was unset and the demo data is seeded: listening on this computer only (main.ts says so). */
  hostLocalForDemo: boolean;
  logLevel: string;
  /** PostgreSQL server URL; when absent the embedded PGlite engine is used. */
  databaseUrl: string | undefined;
  /** PGlite data directory (or `memory://`). */
  pgliteDataDir: string;
  publicUrl: string;
  corsOrigins: string[];
  /** The project of any host PROJECT_HOSTS does not name. */
  projectId: number;
  /** PROJECT_HOSTS: projects served on host names of their own (the app config answers by Host). */
  projectHosts: ProjectHost[];
  oidc: {
    /** External issuer; undefined means the built-in provider mounted at `${publicUrl}/oidc`. */
    externalIssuer: string | undefined;
    issuer: string;
    clientId: string;
  };
  sessionSecret: string;
  sessionSecretIsDefault: boolean;
  tokenTtlHours: number;
  signInRateLimit: number;
  bodyLimit: number;
  staticRoot: string;
  /** Published remote versions and registries (`pnpm release`): remotes/<folder>/<version>/, projects/<id>.json. */
  releasesDir: string;
  seedDemo: boolean;
  /** Migrate and seed at start (npm start); false: the migrate command does it once, the process only checks. */
  migrateOnStart: boolean;
  /** Sent as `x-served-by` on every answer, to tell the processes behind a load balancer apart. */
  instanceName: string | undefined;
  /** Trust X-Forwarded-* (behind a load balancer): client IP for rate limits, protocol/host for the provider. */
  trustProxy: boolean;
  mail: {
    /** SMTP server (smtp://user:pass@host:port); unset: mails stay in the database outbox. */
    smtpUrl: string | undefined;
    /** Where support messages (fractal-support) are sent. */
    supportEmail: string;
    /** The sender of every mail. */
    from: string;
    /** How often the outbox is checked for mail to send (with SMTP_URL). */
    pollMs: number;
    /** Mails per second to the SMTP server (0: no limit). */
    ratePerSecond: number;
    /** SMTP connections of the pool (mails in flight at once). */
    maxConnections: number;
    /** Rows claimed per round. */
    batch: number;
    /** How long a claimed row is held (its next_attempt_at while it is being sent). */
    leaseMs: number;
    /** The n-th failed try waits n² × this. */
    retryBaseMs: number;
  };
  postalCodes: {
    /** ViaCEP-format URL template with {cep}; undefined when the lookup is off. */
    providerUrl: string | undefined;
    timeoutMs: number;
  };
  /** Durable background jobs: how often this process looks for due jobs. */
  jobs: { pollMs: number };
  exams: {
    /** How often attempts still open after their end are closed and scored. */
    closePollMs: number;
  };
  /** Benchmarks only: mount the one-insert baseline route (BENCH_BASELINE); off in every normal run. */
  benchBaseline: boolean;
  /** The bearer token GET /api/metrics asks for (METRICS_TOKEN); undefined: no token asked. */
  metricsToken: string | undefined;
  push: PushConfig;
  files: {
    /** Local folder of uploaded files (content-addressed keys). */
    dir: string;
    /** Public base URL of stored files; default `${publicUrl}/files` (served by the API). */
    publicUrl: string;
  };
  /** Where "Gerenciar dados" saves certificates and edition data: a bucket (S3_BUCKET) or FILES_DIR/exports. */
  objectStore: { s3: S3Settings | undefined };
}

/** Web Push delivery of app notifications (api/src/push). */
export interface PushConfig {
  /** The VAPID key pair (base64url); unset: made once by the server and kept in server_keys. */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /** mailto: or https: contact of the sender, told to the push services. */
  subject: string;
  /** How often due pushes are looked for. */
  pollMs: number;
  /** Pushes per second to one push service (endpoint origin). */
  ratePerSecond: number;
  /** Tries of one push before it stops as failed. */
  maxAttempts: number;
  /** Wait before the first retry (ms); it doubles with each further one. */
  retryBaseMs: number;
  /**
   * Origins accepted as push endpoints besides public https hosts (PUSH_SERVICE_ORIGINS, comma-separated):
   * a self-hosted push service, or a local stand-in in tests.
   */
  extraOrigins: string[];
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) {
    const lines = result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = result.output;
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (set both or neither)',
    );
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together (set both or neither)',
    );
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_PREFIX))
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when any other S3_ setting is set');
  let projectHosts: ProjectHost[];
  try {
    projectHosts = parseProjectHosts(e.PROJECT_HOSTS, e.PUBLIC_URL);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  PROJECT_HOSTS: ${(error as Error).message}`);
  }
  const corsOrigins = e.CORS_ORIGINS.split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (e.SEED_DEMO ? '127.0.0.1' : '0.0.0.0'),
    hostLocalForDemo: e.HOST === undefined && e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    pgliteDataDir: e.PGLITE_DATA_DIR ?? path.join(repoRoot, '.data', 'pglite'),
    publicUrl: e.PUBLIC_URL,
    corsOrigins,
    projectId: e.PROJECT_ID,
    projectHosts,
    oidc: {
      externalIssuer: e.OIDC_ISSUER?.replace(/\/+$/, ''),
      issuer: e.OIDC_ISSUER?.replace(/\/+$/, '') ?? `${e.PUBLIC_URL}/oidc`,
      clientId: e.OIDC_CLIENT_ID,
    },
    sessionSecret: e.SESSION_SECRET,
    sessionSecretIsDefault: e.SESSION_SECRET === DEV_SESSION_SECRET,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    signInRateLimit: e.SIGNIN_RATE_LIMIT,
    bodyLimit: e.BODY_LIMIT,
    staticRoot: e.STATIC_ROOT ? path.resolve(e.STATIC_ROOT) : repoRoot,
    releasesDir: e.RELEASES_DIR
      ? path.resolve(e.RELEASES_DIR)
      : path.join(e.STATIC_ROOT ? path.resolve(e.STATIC_ROOT) : repoRoot, '.releases'),
    seedDemo: e.SEED_DEMO,
    migrateOnStart: e.MIGRATE_ON_START,
    instanceName: e.INSTANCE_NAME || undefined,
    trustProxy: e.TRUST_PROXY,
    mail: {
      smtpUrl: e.SMTP_URL,
      supportEmail: e.SUPPORT_EMAIL,
      from: e.MAIL_FROM,
      pollMs: e.MAIL_POLL_MS,
      ratePerSecond: e.MAIL_RATE_PER_SECOND,
      maxConnections: e.MAIL_MAX_CONNECTIONS,
      batch: e.MAIL_BATCH,
      leaseMs: e.MAIL_LEASE_MS,
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
    },
    postalCodes: {
      providerUrl: e.CEP_PROVIDER_URL === 'off' ? undefined : e.CEP_PROVIDER_URL,
      timeoutMs: e.CEP_TIMEOUT_MS,
    },
    exams: { closePollMs: e.EXAM_CLOSE_POLL_MS },
    jobs: { pollMs: e.JOBS_POLL_MS },
    benchBaseline: e.BENCH_BASELINE,
    metricsToken: e.METRICS_TOKEN || undefined,
    push: {
      vapidPublicKey: e.VAPID_PUBLIC_KEY,
      vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT || `mailto:${e.SUPPORT_EMAIL}`,
      pollMs: e.PUSH_POLL_MS,
      ratePerSecond: e.PUSH_RATE_PER_SECOND,
      maxAttempts: e.PUSH_MAX_ATTEMPTS,
      retryBaseMs: e.PUSH_RETRY_BASE_MS,
      extraOrigins: (e.PUSH_SERVICE_ORIGINS ?? '')
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    },
    files: {
      dir: path.resolve(e.FILES_DIR ?? path.join(repoRoot, '.data', 'files')),
      publicUrl: (e.FILES_PUBLIC_URL ?? `${e.PUBLIC_URL}/files`).replace(/\/+$/, ''),
    },
    objectStore: {
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            prefix: e.S3_PREFIX,
          }
        : undefined,
    },
  };
}
