import { describe, expect, it } from 'vitest';
import { readClusterConfig } from './cluster-config';

const URL = 'postgres://postgres@127.0.0.1:5432/clearway';

describe('readClusterConfig', () => {
  it('runs 2 processes behind 127.0.0.1:8787 by default, on DATABASE_URL, sharing DATA_DIR', () => {
    expect(readClusterConfig('/repo', { DATABASE_URL: URL })).toEqual({
      processes: 2,
      databaseUrl: URL,
      host: '127.0.0.1',
      port: 8787,
      dataDir: '/repo/.data',
    });
    expect(readClusterConfig('/repo', { DATABASE_URL: URL, PROCESSES: '4', PORT: '9000', DATA_DIR: '/srv/clearway' })).toMatchObject({
      processes: 4,
      port: 9000,
      dataDir: '/srv/clearway',
    });
  });

  it('needs DATABASE_URL, saying why', () => {
    expect(() => readClusterConfig('/repo', {})).toThrow(
      'npm run start:cluster runs several server processes on one PostgreSQL: set DATABASE_URL=postgres://...',
    );
  });

  it.each(['0', '17', 'two', '2.5'])('refuses PROCESSES=%s', (value) => {
    expect(() => readClusterConfig('/repo', { DATABASE_URL: URL, PROCESSES: value })).toThrow(
      `PROCESSES must be a whole number from 1 to 16 (got '${value}')`,
    );
  });
});
