import { describe, expect, it } from 'vitest';
import { runStages } from './run-stages';

describe('runStages', () => {
  it('runs every stage in order and prints the time of each', async () => {
    const ran: string[] = [];
    const printed: string[] = [];
    const code = await runStages(['typecheck', 'test:unit'], async (stage) => (ran.push(stage), 0), (line) => printed.push(line));
    expect([code, ran]).toEqual([0, ['typecheck', 'test:unit']]);
    expect(printed.join('')).toMatch(/^\nStage times on Node v\d+\.\d+\.\d+: typecheck \d+ s, test:unit \d+ s$/);
  });

  it('stops at the first failing stage with its exit code, saying which failed', async () => {
    const ran: string[] = [];
    const printed: string[] = [];
    const code = await runStages(['a', 'b', 'c'], async (stage) => (ran.push(stage), stage === 'b' ? 3 : 0), (line) => printed.push(line));
    expect([code, ran]).toEqual([3, ['a', 'b']]);
    expect(printed.join('')).toMatch(/Stage times on Node v\d+\.\d+\.\d+: a \d+ s, b \d+ s \(failed, exit 3\)$/);
  });
});
