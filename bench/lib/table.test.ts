import { expect, it } from 'vitest';
import { formatTable } from './table';

it('pads every column to its widest cell and marks each verdict', () => {
  const table = formatTable([
    {
      suite: 'frontend',
      rows: [
        { metric: 'JS', value: '120.0 KB', target: '< 250.0 KB', pass: true },
        { metric: 'Palette p95', value: '80 ms', target: '< 50 ms', pass: false },
        { metric: 'Palette p50', value: '9 ms', target: '', pass: null },
      ],
    },
  ]);
  expect(table.split('\n')).toEqual([
    'Suite     Metric       Value     Target      Result',
    'frontend  JS           120.0 KB  < 250.0 KB  pass',
    'frontend  Palette p95  80 ms     < 50 ms     FAIL',
    'frontend  Palette p50  9 ms',
  ]);
});
