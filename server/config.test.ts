import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('fills in the defaults and ignores unrelated variables', () => {
    expect(loadConfig({ PATH: '/usr/bin', HOME: '/root' })).toEqual({
      HOST: '127.0.0.1',
      PORT: 8787,
      DATA_DIR: '.data',
      FIREBASE_PROJECT_ID: 'demo-clearway',
      STATIC_DIR: 'dist',
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: 600,
      BODY_LIMIT_BYTES: 1048576,
      LLM_TIMEOUT_MS: 60000,
    });
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '9000',
      DATA_DIR: '/var/lib/clearway',
      DATABASE_URL: 'postgres://clearway:pw@db.internal:5432/clearway',
      FIREBASE_PROJECT_ID: 'clearway-prod',
      FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099',
      STATIC_DIR: 'build/web',
      LOG_LEVEL: 'debug',
      RATE_LIMIT_PER_MINUTE: '30',
      BODY_LIMIT_BYTES: '2048',
      FDA_DATA_DIR: '/data/fda',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_API_KEY: 'sk-local',
      LLM_MODEL: 'qwen2.5:7b',
      LLM_TIMEOUT_MS: '20000',
    });
    expect(config).toEqual({
      HOST: '0.0.0.0',
      PORT: 9000,
      DATA_DIR: '/var/lib/clearway',
      DATABASE_URL: 'postgres://clearway:pw@db.internal:5432/clearway',
      FIREBASE_PROJECT_ID: 'clearway-prod',
      FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099',
      STATIC_DIR: 'build/web',
      LOG_LEVEL: 'debug',
      RATE_LIMIT_PER_MINUTE: 30,
      BODY_LIMIT_BYTES: 2048,
      FDA_DATA_DIR: '/data/fda',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_API_KEY: 'sk-local',
      LLM_MODEL: 'qwen2.5:7b',
      LLM_TIMEOUT_MS: 20000,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 8787 });
    expect(loadConfig({ DATABASE_URL: '' })).not.toHaveProperty('DATABASE_URL');
  });

  it('names the variable, the expectation and the value in the message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'Invalid configuration: PORT must be an integer between 1 and 65535 (was "abc")',
    );
  });

  it.each([
    ['PORT', '0', 'PORT must be an integer between 1 and 65535 (was "0")'],
    ['PORT', '65536', 'PORT must be an integer between 1 and 65535 (was "65536")'],
    ['PORT', '80.5', 'PORT must be an integer between 1 and 65535 (was "80.5")'],
    ['HOST', 'my host', 'HOST must be a host name or IP address (was "my host")'],
    ['DATA_DIR', '  ', 'DATA_DIR must be a directory path (was "  ")'],
    ['FIREBASE_PROJECT_ID', 'Demo_Clearway', 'FIREBASE_PROJECT_ID must be a Firebase project id'],
    ['FIREBASE_AUTH_EMULATOR_HOST', 'http://127.0.0.1:9099', 'FIREBASE_AUTH_EMULATOR_HOST must be host:port'],
    ['STATIC_DIR', ' ', 'STATIC_DIR must be a directory path'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (was "loud")'],
    ['RATE_LIMIT_PER_MINUTE', '0', 'RATE_LIMIT_PER_MINUTE must be an integer of at least 1 (was "0")'],
    ['BODY_LIMIT_BYTES', '-5', 'BODY_LIMIT_BYTES must be an integer of at least 1 (was "-5")'],
    ['FDA_DATA_DIR', ' ', 'FDA_DATA_DIR must be a directory path'],
    ['LLM_BASE_URL', 'ftp://models.example', 'LLM_BASE_URL must be an http:// or https:// URL of an OpenAI-compatible API'],
    ['LLM_TIMEOUT_MS', '10', 'LLM_TIMEOUT_MS must be an integer between 1000 and 600000 (was "10")'],
  ])('rejects a bad %s', (name, value, expected) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });

  it('does not echo a rejected DATABASE_URL, which may hold a password', () => {
    const problems = problemsOf({ DATABASE_URL: 'mysql://admin:s3cret@db/clearway' });
    expect(problems).toEqual(['DATABASE_URL must be a postgres:// or postgresql:// URL (was a value not shown)']);
  });

  it('does not echo a rejected LLM_API_KEY', () => {
    expect(problemsOf({ LLM_API_KEY: ' ' })).toEqual(['LLM_API_KEY must be an API key (was a value not shown)']);
  });

  it('needs a model name with an LLM endpoint', () => {
    expect(problemsOf({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toEqual([
      'LLM_MODEL must be set when LLM_BASE_URL is (the model to ask for)',
    ]);
  });

  it('reports every bad variable at once', () => {
    expect(problemsOf({ PORT: 'x', LOG_LEVEL: 'y' }).map((p) => p.split(' ')[0]).sort()).toEqual(['LOG_LEVEL', 'PORT']);
  });
});
