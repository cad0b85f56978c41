import path from 'node:path';
import {
  DEFAULT_DEMO_CONFIG,
  DEFAULT_GROUP_MAP,
  type DemoConfig,
  type GroupMapping,
  parseGroupMap,
} from '@portal/domain';

/** Everything the server reads from the environment, with its default. README.md documents each. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… to run on PostgreSQL; empty for the embedded SQLite file under dataDir. */
  databaseUrl: string;
  /** Token lifetime in seconds (TOKEN_TTL, default 8 hours). */
  tokenTtlSeconds: number;
  /** HS256 signing secret; generated once and kept under dataDir when not set. */
  tokenSecret: string | null;
  demoPassword: string;
  /** 'demo' seeds an empty database with the demo data; 'none' leaves it empty. */
  seed: 'demo' | 'none';
  webDist: string;
  /** The web app's server build (web/dist-ssr beside web/dist), which renders visitors' public pages. */
  webServerBuild: string;
  /** Public address of the portal, used in links sent by mail; never taken from the Host header. */
  publicUrl: string;
  enquiriesEmail: string;
  /** smtp://… to send mail through a server; empty writes each mail to DATA_DIR/outbox. */
  smtpUrl: string;
  /** The From of every mail the portal sends (MAIL_FROM). */
  mailFrom: string;
  videoHost: string;
  demo: DemoConfig;
  logLevel: string;
  /** Cookies get the Secure flag when the portal is served over https. */
  secureCookies: boolean;
  /** Behind a reverse proxy (TRUST_PROXY): X-Forwarded-For gives the client IP the login throttle sees. */
  trustProxy: boolean;
  loginThrottle: { maxFailures: number; windowSeconds: number };
  /** Where the disk blob store keeps uploaded files (STORAGE_DIR, default DATA_DIR/blobs). */
  /** How long SIGTERM lets requests in flight (downloads) finish before cutting them (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceSeconds: number;
  storageDir: string;
  /** Largest file one upload may carry (UPLOAD_MAX_BYTES, default 5 GiB); larger ones get a 413. */
  uploadMaxBytes: number;
  /** Most files one upload request may carry (UPLOAD_MAX_FILES, default 1000). */
  uploadMaxFiles: number;
  /** Days a deleted file or folder stays in the trash before it is purged (TRASH_DAYS, default 30). */
  trashDays: number;
  /** redis://… to share caches and limits between several instances (REDIS_URL); empty: one process. */
  redisUrl: string;
  /** Prepended to every key the portal writes in Redis (REDIS_KEY_PREFIX, default 'portal:'). */
  redisKeyPrefix: string;
  /** Every file and zip download is recorded for the dashboard (RECORD_DOWNLOADS, default true). */
  recordDownloads: boolean;
  /** Lets a caller from elsewhere read GET /metrics with `Authorization: Bearer <token>` (METRICS_TOKEN). */
  metricsToken: string | null;
  /** Single sign-on for provider staff (OIDC_*); null when OIDC_ISSUER is unset: no SSO. */
  oidc: OidcConfig | null;
  /** How often the what's-new digest job runs in each process (DIGEST_INTERVAL_MINUTES, default 15; 0, the default in tests, turns it off). */
  digestIntervalMinutes: number;
  /** Tests (NODE_ENV=test) check every answer against its route's schema; production does not pay for it. */
  checkAnswers: boolean;
  /** An SA or AM without a second factor reaches only its set-up (REQUIRE_ADMIN_MFA, default false). */
  requireAdminMfa: boolean;
}

/** The company's OpenID provider and how its group claim maps to portal groups (issue 32). */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The ID token claim that lists the staff member's groups (OIDC_GROUP_CLAIM, default groups). */
  groupClaim: string;
  groupMap: GroupMapping[];
  /** `{PUBLIC_URL}/api/authentication/oidc/callback`, as registered at the provider. */
  redirectUri: string;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function oidcConfig(env: NodeJS.ProcessEnv, publicUrl: string): OidcConfig | null {
  const issuer = env.OIDC_ISSUER?.trim();
  if (!issuer) return null;
  let address: URL;
  try {
    address = new URL(issuer);
  } catch {
    throw new Error(`OIDC_ISSUER must be an address, got '${issuer}'`);
  }
  // Plain http only to a provider on this machine (tests, a local identity provider).
  if (
    address.protocol !== 'https:' &&
    !(address.protocol === 'http:' && LOOPBACK_HOSTS.has(address.hostname))
  )
    throw new Error(`OIDC_ISSUER must be an https address, got '${issuer}'`);
  const clientId = env.OIDC_CLIENT_ID?.trim();
  const clientSecret = env.OIDC_CLIENT_SECRET;
  if (!clientId || !clientSecret) throw new Error('OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  return {
    issuer,
    clientId,
    clientSecret,
    groupClaim: env.OIDC_GROUP_CLAIM?.trim() || 'groups',
    groupMap: parseGroupMap(env.OIDC_GROUP_MAP || DEFAULT_GROUP_MAP),
    redirectUri: `${publicUrl}/api/authentication/oidc/callback`,
  };
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got '${value}'`);
  return n;
}

function bool(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`${name} must be true or false, got '${value}'`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 3000, 'PORT');
  const host = env.HOST || '127.0.0.1';
  const publicUrl = (env.PUBLIC_URL || `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`).replace(
    /\/$/,
    '',
  );
  const seed = env.SEED || 'demo';
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be 'demo' or 'none', got '${seed}'`);
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'data'));
  const webDist = path.resolve(env.WEB_DIST || path.join(repoRoot, 'web/dist'));
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || '',
    tokenTtlSeconds: int(env.TOKEN_TTL, 8 * 60 * 60, 'TOKEN_TTL'),
    tokenSecret: env.TOKEN_SECRET || null,
    demoPassword: env.PORTAL_DEMO_PASSWORD || 'demo-password',
    seed,
    webDist,
    webServerBuild: path.resolve(env.WEB_SERVER_BUILD || path.join(path.dirname(webDist), 'dist-ssr')),
    publicUrl,
    enquiriesEmail: env.ENQUIRIES_EMAIL || 'enquiries@lottery-games.example',
    smtpUrl: env.SMTP_URL || '',
    mailFrom: env.MAIL_FROM || 'Northstar Games <no-reply@lottery-games.example>',
    videoHost: env.VIDEO_HOST || 'https://player.vimeo.com/video/',
    demo: {
      ...DEFAULT_DEMO_CONFIG,
      ...(env.DEMO_GATEWAY_CLOUD
        ? { gatewayHosts: { ...DEFAULT_DEMO_CONFIG.gatewayHosts, cloud: env.DEMO_GATEWAY_CLOUD } }
        : {}),
      ...(env.DEMO_GAMES_URL ? { genericGamesUrl: env.DEMO_GAMES_URL } : {}),
    },
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    secureCookies: publicUrl.startsWith('https:'),
    trustProxy: bool(env.TRUST_PROXY, false, 'TRUST_PROXY'),
    loginThrottle: {
      maxFailures: int(env.LOGIN_MAX_FAILURES, 10, 'LOGIN_MAX_FAILURES'),
      windowSeconds: int(env.LOGIN_WINDOW_SECONDS, 30 * 60, 'LOGIN_WINDOW_SECONDS'),
    },
    storageDir: path.resolve(env.STORAGE_DIR || path.join(dataDir, 'blobs')),
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, 5 * 1024 ** 3, 'UPLOAD_MAX_BYTES'),
    uploadMaxFiles: int(env.UPLOAD_MAX_FILES, 1000, 'UPLOAD_MAX_FILES'),
    trashDays: int(env.TRASH_DAYS, 30, 'TRASH_DAYS'),
    redisUrl: env.REDIS_URL || '',
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'portal:',
    recordDownloads: bool(env.RECORD_DOWNLOADS, true, 'RECORD_DOWNLOADS'),
    shutdownGraceSeconds: int(env.SHUTDOWN_GRACE_SECONDS, 30, 'SHUTDOWN_GRACE_SECONDS'),
    metricsToken: env.METRICS_TOKEN || null,
    oidc: oidcConfig(env, publicUrl),
    requireAdminMfa: bool(env.REQUIRE_ADMIN_MFA, false, 'REQUIRE_ADMIN_MFA'),
    digestIntervalMinutes: int(
      env.DIGEST_INTERVAL_MINUTES,
      env.NODE_ENV === 'test' ? 0 : 15,
      'DIGEST_INTERVAL_MINUTES',
    ),
    checkAnswers: env.NODE_ENV === 'test',
  };
}
