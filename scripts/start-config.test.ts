import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserUrl, parsePort, readStartConfig, resolveDataDir } from './start-config';

const root = '/work/clearway';

describe('readStartConfig', () => {
  it('uses the documented defaults', () => {
    expect(readStartConfig(root, {}, [])).toEqual({
      host: '127.0.0.1',
      port: 8787,
      dataDir: path.join(root, '.data'),
      freshData: false,
    });
  });

  it('reads HOST, PORT, DATA_DIR and --fresh-data', () => {
    const env = { HOST: '0.0.0.0', PORT: '8788', DATA_DIR: '.data-e2e' };
    expect(readStartConfig(root, env, ['--fresh-data'])).toEqual({
      host: '0.0.0.0',
      port: 8788,
      dataDir: path.join(root, '.data-e2e'),
      freshData: true,
    });
  });

  it('refuses an unknown argument', () => {
    expect(() => readStartConfig(root, {}, ['--fresh'])).toThrow('Unknown argument: --fresh');
  });
});

describe('parsePort', () => {
  it.each(['0', '65536', '80a', '-1', '8787.5'])('refuses %s', (raw) => {
    expect(() => parsePort(raw)).toThrow(`PORT must be a whole number from 1 to 65535 (got '${raw}')`);
  });
});

describe('resolveDataDir', () => {
  it('accepts a folder inside or beside the checkout', () => {
    expect(resolveDataDir(root, '/tmp/clearway-data')).toBe('/tmp/clearway-data');
    expect(resolveDataDir(root, '../data')).toBe('/work/data');
  });

  it.each(['.', '..', '/', '/work'])('refuses %s, which holds the checkout', (raw) => {
    expect(() => resolveDataDir(root, raw)).toThrow('DATA_DIR must not contain the repository');
  });
});

describe('browserUrl', () => {
  it('reaches a wildcard address through loopback', () => {
    expect(browserUrl('0.0.0.0', 8787)).toBe('http://127.0.0.1:8787');
    expect(browserUrl('::1', 9000)).toBe('http://[::1]:9000');
    expect(browserUrl('127.0.0.1', 8787)).toBe('http://127.0.0.1:8787');
  });
});
