import { describe, expect, it } from 'vitest';
import { EnvironmentConfigurationError, loadClientEnv, supportEmail } from './env';

const ORIGIN = 'https://app.clearway.test';
const GOOD = {
  VITE_REST_API_URL: '/api/rest/v1',
  VITE_AI_API_URL: 'https://ai.clearway.test/api/ai/v1/',
  VITE_DATA_API_URL: '/api/data/v1',
  VITE_FIREBASE_API_KEY: 'demo-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-clearway',
  VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
  VITE_SUPPORT_EMAIL: 'support@clearway.app',
};

function configError(raw: Record<string, unknown>, origin: string | null = ORIGIN): EnvironmentConfigurationError {
  try {
    loadClientEnv(raw, origin);
  } catch (error) {
    if (error instanceof EnvironmentConfigurationError) return error;
    throw error;
  }
  throw new Error('expected an EnvironmentConfigurationError');
}

describe('loadClientEnv', () => {
  it('resolves paths against the origin and keeps absolute URLs, without trailing slashes', () => {
    const env = loadClientEnv(GOOD, ORIGIN);
    expect(env.restApiUrl).toBe('https://app.clearway.test/api/rest/v1');
    expect(env.aiApiUrl).toBe('https://ai.clearway.test/api/ai/v1');
    expect(env.dataApiUrl).toBe('https://app.clearway.test/api/data/v1');
    expect(env.firebase).toEqual({
      apiKey: 'demo-key',
      authDomain: 'demo.firebaseapp.com',
      projectId: 'demo-clearway',
      emulatorUrl: 'http://127.0.0.1:9099',
    });
    expect(env.supportEmail).toBe('support@clearway.app');
  });

  it('treats the emulator URL as optional', () => {
    expect(
      loadClientEnv({ ...GOOD, VITE_FIREBASE_AUTH_EMULATOR_URL: '' }, ORIGIN).firebase.emulatorUrl,
    ).toBeUndefined();
  });

  it('names a missing API URL', () => {
    const error = configError({ ...GOOD, VITE_DATA_API_URL: undefined });
    expect(error.message).toMatch(/^Environment Configuration Error/);
    expect(error.message).toContain('VITE_DATA_API_URL is not set');
    expect(error.problems.map((p) => p.variable)).toEqual(['VITE_DATA_API_URL']);
  });

  it('counts a blank value as missing', () => {
    expect(configError({ ...GOOD, VITE_REST_API_URL: '   ' }).message).toContain('VITE_REST_API_URL is not set');
  });

  it.each(['api/rest/v1', '//evil.test/api', 'ftp://files.test/api', 'http://', 42])(
    'rejects %s as an API URL',
    (bad) => {
      const error = configError({ ...GOOD, VITE_AI_API_URL: bad });
      expect(error.message).toMatch(/^Environment Configuration Error: VITE_AI_API_URL must be /);
    },
  );

  it('lists every bad variable at once', () => {
    const error = configError({ ...GOOD, VITE_REST_API_URL: 'relative', VITE_SUPPORT_EMAIL: 'not-an-email' });
    expect(error.problems.map((p) => p.variable).sort()).toEqual(['VITE_REST_API_URL', 'VITE_SUPPORT_EMAIL']);
  });

  it('cannot resolve a path without an origin', () => {
    expect(configError(GOOD, null).message).toContain('VITE_REST_API_URL is a path');
  });

  it('accepts the repository .env as loaded by Vite', () => {
    expect(loadClientEnv(import.meta.env, ORIGIN).restApiUrl).toBe('https://app.clearway.test/api/rest/v1');
  });
});

describe('supportEmail', () => {
  it('reads the address without validating the rest', () => {
    expect(supportEmail({ VITE_SUPPORT_EMAIL: ' help@x.test ' })).toBe('help@x.test');
    expect(supportEmail({})).toBe('');
  });
});
