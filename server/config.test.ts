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
      UPLOAD_MAX_BYTES: 20971520,
      FILE_URL_TTL_SECONDS: 3600,
      S3_REGION: 'us-east-1',
      OPENFDA_BASE_URL: 'https://api.fda.gov',
      OPENFDA_CACHE_HOURS: 24,
      OPENFDA_TIMEOUT_MS: 4000,
      FDA_FILES_BASE_URL: 'https://www.accessdata.fda.gov',
      FDA_FILES_TIMEOUT_MS: 20000,
      FDA_FILES_CONCURRENCY: 3,
      STRIPE_API_BASE: 'https://api.stripe.com',
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
      DATA_REFRESH_HOURS: '12',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_API_KEY: 'sk-local',
      LLM_MODEL: 'qwen2.5:7b',
      LLM_TIMEOUT_MS: '20000',
      UPLOAD_MAX_BYTES: '5242880',
      FILE_URL_TTL_SECONDS: '900',
      FILE_URL_SECRET: 'a-long-enough-secret-for-signing-links',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'clearway-files',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'minio-user',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      OPENFDA_BASE_URL: 'https://api.fda.gov',
      OPENFDA_API_KEY: 'openfda-key',
      OPENFDA_CACHE_HOURS: '6',
      OPENFDA_TIMEOUT_MS: '2500',
      FDA_FILES_BASE_URL: 'off',
      FDA_FILES_TIMEOUT_MS: '5000',
      FDA_FILES_CONCURRENCY: '2',
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
      DATA_REFRESH_HOURS: 12,
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_API_KEY: 'sk-local',
      LLM_MODEL: 'qwen2.5:7b',
      LLM_TIMEOUT_MS: 20000,
      UPLOAD_MAX_BYTES: 5242880,
      FILE_URL_TTL_SECONDS: 900,
      FILE_URL_SECRET: 'a-long-enough-secret-for-signing-links',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'clearway-files',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'minio-user',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      OPENFDA_BASE_URL: 'https://api.fda.gov',
      OPENFDA_API_KEY: 'openfda-key',
      OPENFDA_CACHE_HOURS: 6,
      OPENFDA_TIMEOUT_MS: 2500,
      FDA_FILES_BASE_URL: 'off',
      FDA_FILES_TIMEOUT_MS: 5000,
      FDA_FILES_CONCURRENCY: 2,
      STRIPE_API_BASE: 'https://api.stripe.com',
    });
  });

  it('asks live openFDA by default only for the download install (no FDA_DATA_DIR); off turns it off', () => {
    expect(loadConfig({}).OPENFDA_BASE_URL).toBe('https://api.fda.gov');
    expect(loadConfig({ FDA_DATA_DIR: '/data/fda' })).not.toHaveProperty('OPENFDA_BASE_URL');
    expect(loadConfig({ FDA_DATA_DIR: '/data/fda', OPENFDA_BASE_URL: 'http://127.0.0.1:9' }).OPENFDA_BASE_URL).toBe('http://127.0.0.1:9');
    expect(loadConfig({ OPENFDA_BASE_URL: 'off' })).not.toHaveProperty('OPENFDA_BASE_URL');
    expect(loadConfig({ FDA_DATA_DIR: '/data/fda', OPENFDA_BASE_URL: 'off' })).not.toHaveProperty('OPENFDA_BASE_URL');
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
    ['DATA_REFRESH_HOURS', '0', 'DATA_REFRESH_HOURS must be a number of hours between 0.001 and 8760, such as 24 or 0.5 (was "0")'],
    ['DATA_REFRESH_HOURS', 'daily', 'DATA_REFRESH_HOURS must be a number of hours between 0.001 and 8760, such as 24 or 0.5 (was "daily")'],
    ['LLM_BASE_URL', 'ftp://models.example', 'LLM_BASE_URL must be an http:// or https:// URL of an OpenAI-compatible API'],
    ['LLM_TIMEOUT_MS', '10', 'LLM_TIMEOUT_MS must be an integer between 1000 and 600000 (was "10")'],
    ['UPLOAD_MAX_BYTES', '0', 'UPLOAD_MAX_BYTES must be an integer between 1 and 104857600 (was "0")'],
    ['UPLOAD_MAX_BYTES', '20MB', 'UPLOAD_MAX_BYTES must be an integer between 1 and 104857600 (was "20MB")'],
    ['FILE_URL_TTL_SECONDS', '604801', 'FILE_URL_TTL_SECONDS must be an integer between 1 and 604800 (was "604801")'],
    ['S3_ENDPOINT', 'minio:9000', 'S3_ENDPOINT must be an http:// or https:// URL of an S3-compatible service (was "minio:9000")'],
    ['S3_BUCKET', 'My_Bucket', 'S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots or hyphens) (was "My_Bucket")'],
    ['S3_REGION', 'US East', 'S3_REGION must be a region name such as us-east-1 (was "US East")'],
    ['OPENFDA_BASE_URL', 'api.fda.gov', "OPENFDA_BASE_URL must be an http:// or https:// URL of the openFDA API, such as https://api.fda.gov, or 'off' (was \"api.fda.gov\")"],
    ['OPENFDA_CACHE_HOURS', '0', 'OPENFDA_CACHE_HOURS must be an integer between 1 and 8760 (was "0")'],
    ['OPENFDA_TIMEOUT_MS', '100', 'OPENFDA_TIMEOUT_MS must be an integer between 500 and 60000 (was "100")'],
    ['FDA_FILES_BASE_URL', 'www.accessdata.fda.gov', "FDA_FILES_BASE_URL must be an http:// or https:// URL of FDA's file host, such as https://www.accessdata.fda.gov, or 'off' (was \"www.accessdata.fda.gov\")"],
    ['FDA_FILES_CONCURRENCY', '9', 'FDA_FILES_CONCURRENCY must be an integer between 1 and 8 (was "9")'],
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

  it('does not echo a rejected OPENFDA_API_KEY', () => {
    expect(problemsOf({ OPENFDA_API_KEY: ' ' })).toEqual(['OPENFDA_API_KEY must be an openFDA API key (was a value not shown)']);
  });

  it('does not echo a rejected FILE_URL_SECRET or S3_SECRET_ACCESS_KEY', () => {
    expect(problemsOf({ FILE_URL_SECRET: 'short-secret' })).toEqual([
      'FILE_URL_SECRET must be a secret of at least 32 characters (was a value not shown)',
    ]);
    expect(problemsOf({ S3_SECRET_ACCESS_KEY: ' ' })).toEqual([
      'S3_SECRET_ACCESS_KEY must be a secret access key (was a value not shown)',
    ]);
  });

  it('needs all of the S3 group or none of it', () => {
    const complete = {
      S3_ENDPOINT: 'https://s3.us-east-1.amazonaws.com',
      S3_BUCKET: 'clearway-files',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(complete)).toMatchObject({ ...complete, S3_REGION: 'us-east-1' });
    expect(problemsOf({ S3_ENDPOINT: complete.S3_ENDPOINT, S3_BUCKET: complete.S3_BUCKET })).toEqual([
      'S3 file storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY together (missing: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY); set none of them to keep uploads in DATA_DIR/uploads',
    ]);
    const { S3_BUCKET: _left, ...withoutBucket } = complete;
    expect(problemsOf(withoutBucket)[0]).toContain('(missing: S3_BUCKET)');
    expect(loadConfig({ S3_REGION: 'eu-west-1' })).toMatchObject({ S3_REGION: 'eu-west-1' });
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
