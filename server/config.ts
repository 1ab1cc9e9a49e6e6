import { isIP } from 'node:net';
import { type } from 'arktype';

/**
 * An environment variable that must be a string passing `isValid`; a failure reads
 * `NAME must be <expected> (was "<value>")`, with the value hidden for a secret (a URL may hold a password).
 */
function envString(expected: string, isValid: (value: string) => boolean, { secret = false } = {}) {
  return type('string').narrow(
    (value, ctx) => isValid(value) || ctx.reject(secret ? { expected, actual: 'a value not shown' } : { expected }),
  );
}

function envInteger(min: number, max: number) {
  const expected =
    max === Number.MAX_SAFE_INTEGER ? `an integer of at least ${min}` : `an integer between ${min} and ${max}`;
  return envString(expected, (value) => {
    if (!/^\d+$/.test(value)) return false;
    const n = Number(value);
    return n >= min && n <= max;
  }).pipe((value) => Number(value));
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

const isPostgresUrl = (value: string) => {
  try {
    return ['postgres:', 'postgresql:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** An http(s) origin: scheme, host and port only (the Stripe SDK takes no path). */
const isHttpOrigin = (value: string) => isHttpUrl(value) && new URL(value).origin === value.replace(/\/$/, '');

const isStripePriceId = (value: string) => /^price_[A-Za-z0-9_]+$/.test(value);

const isS3BucketName = (value: string) => /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value);

/** Uploads are checked in memory before they are stored, so the limit stays moderate. */
const UPLOAD_MAX_BYTES_CEILING = 100 * 1024 * 1024;
/** S3 refuses presigned links valid for more than a week. */
const FILE_URL_TTL_CEILING = 7 * 24 * 3600;

/** A live openFDA call holds up a page the user waits for: past its timeout the imported data answers instead. */
const OPENFDA_TIMEOUT_CEILING_MS = 60_000;

/** DATA_REFRESH_HOURS: from a few seconds (tests) to a year. */
const REFRESH_HOURS_MIN = 0.001;
const REFRESH_HOURS_MAX = 24 * 365;

/** proxy-addr's names for address ranges (Fastify's trustProxy takes them). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, an address/prefix range, or one of PROXY_RANGE_NAMES. */
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

/**
 * FDA's file host: the premarket zips the download install fetches (server/importer/download) and the 510(k)
 * summaries fetched on demand (server/modules/fda/fetched-summaries).
 */
const FDA_FILES_ORIGIN = 'https://www.accessdata.fda.gov';

/** openFDA: the live count API and the index of its bulk downloads (/download.json). */
export const OPENFDA_ORIGIN = 'https://api.fda.gov';

const S3_GROUP = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Payments are on with all of these (server/modules/payments/payments-settings.ts), off with none. */
const STRIPE_GROUP = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_TEAM'] as const;

const Config = type({
  HOST: envString('a host name or IP address', (v) => /^[A-Za-z0-9.:-]+$/.test(v)).default('127.0.0.1'),
  PORT: envInteger(1, 65535).default('8787'),
  DATA_DIR: envString('a directory path', (v) => v.trim() !== '').default('.data'),
  'DATABASE_URL?': envString('a postgres:// or postgresql:// URL', isPostgresUrl, { secret: true }),
  FIREBASE_PROJECT_ID: envString(
    'a Firebase project id (6-30 lower-case letters, digits or hyphens)',
    (v) => /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(v),
  ).default('demo-clearway'),
  'FIREBASE_AUTH_EMULATOR_HOST?': envString('host:port', (v) => /^[A-Za-z0-9.-]+:\d{1,5}$/.test(v)),
  STATIC_DIR: envString('a directory path', (v) => v.trim() !== '').default('dist'),
  LOG_LEVEL: envString(`one of ${LOG_LEVELS.join(', ')}`, (v) => (LOG_LEVELS as readonly string[]).includes(v))
    .pipe((v) => v as LogLevel)
    .default('info'),
  RATE_LIMIT_PER_MINUTE: envInteger(1, Number.MAX_SAFE_INTEGER).default('600'),
  'TRUST_PROXY?': envString(
    `a comma-separated list of proxy addresses or ranges (such as 127.0.0.1, 10.0.0.0/8, ${PROXY_RANGE_NAMES.join(', ')})`,
    (v) => v.split(',').every((entry) => isProxyAddress(entry.trim())),
  ).pipe((v) => v.split(',').map((entry) => entry.trim())),
  BODY_LIMIT_BYTES: envInteger(1, Number.MAX_SAFE_INTEGER).default('1048576'),
  'FDA_DATA_DIR?': envString('a directory path', (v) => v.trim() !== ''),
  'DATA_REFRESH_HOURS?': envString(
    `a number of hours between ${REFRESH_HOURS_MIN} and ${REFRESH_HOURS_MAX}, such as 24 or 0.5`,
    (v) => /^\d+(\.\d+)?$/.test(v) && Number(v) >= REFRESH_HOURS_MIN && Number(v) <= REFRESH_HOURS_MAX,
  ).pipe((v) => Number(v)),
  'LLM_BASE_URL?': envString('an http:// or https:// URL of an OpenAI-compatible API', isHttpUrl),
  'LLM_API_KEY?': envString('an API key', (v) => v.trim() !== '', { secret: true }),
  'LLM_MODEL?': envString('a model name', (v) => v.trim() !== ''),
  LLM_TIMEOUT_MS: envInteger(1000, 600_000).default('60000'),
  UPLOAD_MAX_BYTES: envInteger(1, UPLOAD_MAX_BYTES_CEILING).default('20971520'),
  FILE_URL_TTL_SECONDS: envInteger(1, FILE_URL_TTL_CEILING).default('3600'),
  'FILE_URL_SECRET?': envString('a secret of at least 32 characters', (v) => v.trim().length >= 32, { secret: true }),
  'S3_ENDPOINT?': envString('an http:// or https:// URL of an S3-compatible service', isHttpUrl),
  'S3_BUCKET?': envString('a bucket name (3-63 lower-case letters, digits, dots or hyphens)', isS3BucketName),
  S3_REGION: envString('a region name such as us-east-1', (v) => /^[a-z0-9-]{1,64}$/.test(v)).default('us-east-1'),
  'S3_ACCESS_KEY_ID?': envString('an access key id', (v) => v.trim() !== ''),
  'S3_SECRET_ACCESS_KEY?': envString('a secret access key', (v) => v.trim() !== '', { secret: true }),
  'OPENFDA_BASE_URL?': envString(
    `an http:// or https:// URL of the openFDA API, such as ${OPENFDA_ORIGIN}, or 'off'`,
    (v) => v === 'off' || isHttpUrl(v),
  ),
  'OPENFDA_API_KEY?': envString('an openFDA API key', (v) => v.trim() !== '', { secret: true }),
  OPENFDA_CACHE_HOURS: envInteger(1, 24 * 365).default('24'),
  OPENFDA_TIMEOUT_MS: envInteger(500, OPENFDA_TIMEOUT_CEILING_MS).default('4000'),
  FDA_FILES_BASE_URL: envString(
    `an http:// or https:// URL of FDA's file host, such as ${FDA_FILES_ORIGIN}, or 'off'`,
    (v) => v === 'off' || isHttpUrl(v),
  ).default(FDA_FILES_ORIGIN),
  FDA_FILES_TIMEOUT_MS: envInteger(1000, 120_000).default('20000'),
  FDA_FILES_CONCURRENCY: envInteger(1, 8).default('3'),
  'STRIPE_SECRET_KEY?': envString('a Stripe secret key (sk_test_..., sk_live_... or a restricted rk_... key)', (v) => /^[sr]k_(test|live)_[A-Za-z0-9_]+$/.test(v), { secret: true }),
  'STRIPE_PUBLISHABLE_KEY?': envString('a Stripe publishable key (pk_test_... or pk_live_...)', (v) => /^pk_(test|live)_[A-Za-z0-9_]+$/.test(v)),
  'STRIPE_WEBHOOK_SECRET?': envString('a Stripe webhook signing secret (whsec_...)', (v) => /^whsec_[A-Za-z0-9+/=_]+$/.test(v), { secret: true }),
  'STRIPE_PRICE_PRO?': envString('a Stripe price id (price_...)', isStripePriceId),
  'STRIPE_PRICE_TEAM?': envString('a Stripe price id (price_...)', isStripePriceId),
  STRIPE_API_BASE: envString('the http:// or https:// origin of the Stripe API, such as https://api.stripe.com', isHttpOrigin).default('https://api.stripe.com'),
  '+': 'delete',
});

export type Config = typeof Config.infer;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** The names of `group` that are unset while others of it are set: such a group must be set whole or not at all. */
function missingFromGroup(config: Config, group: readonly (keyof Config)[]): string[] {
  const missing = group.filter((name) => config[name] === undefined);
  return missing.length < group.length ? missing : [];
}

/**
 * openFDA's address, or undefined when it is off: 'off' turns it off; unset, it is on (the default address)
 * for the download install (no FDA_DATA_DIR), which has no MAUDE files, and off with FDA_DATA_DIR.
 */
function liveOpenFdaBaseUrl(config: Config): string | undefined {
  if (config.OPENFDA_BASE_URL === 'off') return undefined;
  return config.OPENFDA_BASE_URL ?? (config.FDA_DATA_DIR === undefined ? OPENFDA_ORIGIN : undefined);
}

/** Reads the server configuration from environment variables; empty values count as unset. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const config = Config(set);
  if (config instanceof type.errors) throw new ConfigError(config.map((problem) => problem.message));
  if (config.LLM_BASE_URL !== undefined && config.LLM_MODEL === undefined) {
    throw new ConfigError(['LLM_MODEL must be set when LLM_BASE_URL is (the model to ask for)']);
  }
  const openFdaBaseUrl = liveOpenFdaBaseUrl(config);
  if (openFdaBaseUrl === undefined) delete config.OPENFDA_BASE_URL;
  else config.OPENFDA_BASE_URL = openFdaBaseUrl;
  const missingS3 = missingFromGroup(config, S3_GROUP);
  if (missingS3.length > 0) {
    throw new ConfigError([
      `S3 file storage needs ${S3_GROUP.join(', ')} together (missing: ${missingS3.join(', ')}); ` +
        'set none of them to keep uploads in DATA_DIR/uploads',
    ]);
  }
  const missingStripe = missingFromGroup(config, STRIPE_GROUP);
  if (missingStripe.length > 0) {
    throw new ConfigError([
      `Payments need ${STRIPE_GROUP.join(', ')} together (missing: ${missingStripe.join(', ')}); set none of them to leave payments off`,
    ]);
  }
  return config;
}
