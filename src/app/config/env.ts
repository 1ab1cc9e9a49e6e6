import { type } from 'arktype';

/** What each variable should hold, shown on the configuration error screen. */
export const ENV_VARIABLE_HINTS = {
  VITE_REST_API_URL: 'an absolute path such as /api/rest/v1, or an http(s) URL',
  VITE_AI_API_URL: 'an absolute path such as /api/ai/v1, or an http(s) URL',
  VITE_DATA_API_URL: 'an absolute path such as /api/data/v1, or an http(s) URL',
  VITE_FIREBASE_API_KEY: 'the Firebase web API key',
  VITE_FIREBASE_AUTH_DOMAIN: 'the Firebase auth domain, e.g. my-project.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'the Firebase project id',
  VITE_FIREBASE_AUTH_EMULATOR_URL: '(optional) the Auth emulator URL, e.g. http://127.0.0.1:9099',
  VITE_SUPPORT_EMAIL: 'the support mail address, e.g. support@example.com',
} as const;

export type EnvVariable = keyof typeof ENV_VARIABLE_HINTS;

export interface EnvProblem {
  variable: EnvVariable;
  problem: string;
}

export class EnvironmentConfigurationError extends Error {
  override name = 'EnvironmentConfigurationError';
  constructor(readonly problems: EnvProblem[]) {
    super(`Environment Configuration Error: ${problems.map((p) => `${p.variable} ${p.problem}`).join('; ')}`);
  }
}

export interface ClientEnv {
  restApiUrl: string;
  aiApiUrl: string;
  dataApiUrl: string;
  firebase: { apiKey: string; authDomain: string; projectId: string; emulatorUrl: string | undefined };
  supportEmail: string;
}

const isHttpUrl = (value: string) => /^https?:\/\/[^/\s]+/i.test(value) && URL.canParse(value);
const isAbsolutePath = (value: string) => value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value);

const ApiUrl = type('string').narrow(
  (value, ctx) => isAbsolutePath(value) || isHttpUrl(value) || ctx.mustBe('an absolute path or an http(s) URL'),
);
const HttpUrl = type('string').narrow((value, ctx) => isHttpUrl(value) || ctx.mustBe('an http(s) URL'));

const RawClientEnv = type({
  VITE_REST_API_URL: ApiUrl,
  VITE_AI_API_URL: ApiUrl,
  VITE_DATA_API_URL: ApiUrl,
  VITE_FIREBASE_API_KEY: 'string',
  VITE_FIREBASE_AUTH_DOMAIN: 'string',
  VITE_FIREBASE_PROJECT_ID: 'string',
  'VITE_FIREBASE_AUTH_EMULATOR_URL?': HttpUrl,
  VITE_SUPPORT_EMAIL: 'string.email',
});

/** The variables we read, trimmed; blank ones count as not set. */
function pickSetVariables(raw: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of Object.keys(ENV_VARIABLE_HINTS)) {
    const value = typeof raw[name] === 'string' ? raw[name].trim() : raw[name];
    if (value !== undefined && value !== '') picked[name] = value;
  }
  return picked;
}

function resolveApiUrl(variable: EnvVariable, value: string, origin: string | null): string {
  if (!isHttpUrl(value) && !origin) {
    const problem = 'is a path, but there is no page origin to resolve it against';
    throw new EnvironmentConfigurationError([{ variable, problem }]);
  }
  return new URL(value, origin ?? undefined).href.replace(/\/+$/, '');
}

/**
 * Validates the client's build-time configuration and resolves the API bases to absolute URLs (paths
 * against `origin`; null when there is no page). Throws EnvironmentConfigurationError naming every bad variable.
 */
export function loadClientEnv(
  raw: Record<string, unknown> = import.meta.env,
  origin: string | null = globalThis.location?.origin ?? null,
): ClientEnv {
  const parsed = RawClientEnv(pickSetVariables(raw));
  if (parsed instanceof type.errors) {
    throw new EnvironmentConfigurationError(
      parsed.map((error) => ({
        variable: String(error.path[0]) as EnvVariable,
        problem: error.code === 'required' ? 'is not set' : `must be ${error.expected} (was "${String(error.data)}")`,
      })),
    );
  }
  return {
    restApiUrl: resolveApiUrl('VITE_REST_API_URL', parsed.VITE_REST_API_URL, origin),
    aiApiUrl: resolveApiUrl('VITE_AI_API_URL', parsed.VITE_AI_API_URL, origin),
    dataApiUrl: resolveApiUrl('VITE_DATA_API_URL', parsed.VITE_DATA_API_URL, origin),
    firebase: {
      apiKey: parsed.VITE_FIREBASE_API_KEY,
      authDomain: parsed.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: parsed.VITE_FIREBASE_PROJECT_ID,
      emulatorUrl: parsed.VITE_FIREBASE_AUTH_EMULATOR_URL?.replace(/\/+$/, ''),
    },
    supportEmail: parsed.VITE_SUPPORT_EMAIL,
  };
}

/** The support address for error screens; read without validation so an error screen never throws. */
export function supportEmail(raw: Record<string, unknown> = import.meta.env): string {
  const value = raw.VITE_SUPPORT_EMAIL;
  return typeof value === 'string' ? value.trim() : '';
}
