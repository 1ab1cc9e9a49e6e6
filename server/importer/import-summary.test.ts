import { describe, expect, it } from 'vitest';
import { formatImportSummary, importExitCode } from './import-summary.ts';

describe('import summary', () => {
  it('gives rows, rejects and time per dataset, the first rejected rows with file and line, failures, datasets without files and totals', () => {
    const rejectedSample = [1, 2, 3, 4].map((line) => ({ file: '510k/pmn.txt', line: line * 10, reason: 'expected 22 fields, found 12' }));
    const summary = formatImportSummary(
      [
        { name: 'devices', rows: 60_120, rejected: 5, rejectedSample, seconds: 9.61 },
        { name: 'regulations', rows: 0, rejected: 0, rejectedSample: [], seconds: 0.01, error: 'missing in /fda: cfr21/part-*.md', missingFiles: ['cfr21/part-*.md'] },
        { name: 'recalls', rows: 0, rejected: 0, rejectedSample: [], seconds: 2.5, error: '/fda/recall/recall.zip ends inside its JSON document (truncated download?)' },
      ],
      92.4,
      new Date('2020-01-01'),
    );
    expect(summary).toBe(
      [
        'FDA data import: 1 of 3 datasets imported in 1:32 (as of 2020-01-01)',
        '  dataset                   rows  rejected      time',
        '  devices                 60,120         5     9.6 s',
        '  regulations                  0         0     0.0 s  NOT IMPORTED (no files): missing in /fda: cfr21/part-*.md',
        '  recalls                      0         0     2.5 s  FAILED (previous data kept): /fda/recall/recall.zip ends inside its JSON document (truncated download?)',
        'Rejected rows (the first 3 of each dataset):',
        '  devices: 510k/pmn.txt:10 expected 22 fields, found 12',
        '  devices: 510k/pmn.txt:20 expected 22 fields, found 12',
        '  devices: 510k/pmn.txt:30 expected 22 fields, found 12',
        '  devices: ... 2 more',
        'Total: 60,120 rows, 5 rejected, 92.4 s; 1 failed, 1 without files (their tables stay as they were)',
        '',
      ].join('\n'),
    );
  });

  it('exits with 1 for a failed dataset, or one asked for by --only that has no files; not for files a download lacks', () => {
    const imported = { name: 'devices', rows: 10, rejected: 0, rejectedSample: [], seconds: 1 };
    const withoutFiles = { name: 'guidance', rows: 0, rejected: 0, rejectedSample: [], seconds: 0, error: 'missing in /fda: guidance/_index.csv', missingFiles: ['guidance/_index.csv'] };
    const failed = { name: 'recalls', rows: 0, rejected: 0, rejectedSample: [], seconds: 1, error: 'truncated' };
    expect(importExitCode([imported, withoutFiles], null)).toBe(0);
    expect(importExitCode([imported, withoutFiles], ['devices', 'guidance'])).toBe(1);
    expect(importExitCode([imported, failed], null)).toBe(1);
    expect(importExitCode([imported], ['devices'])).toBe(0);
  });
});
