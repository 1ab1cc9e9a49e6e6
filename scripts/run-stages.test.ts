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

  it('runs the scripts of an a+b stage at once, failing with the first failing code', async () => {
    const running: string[] = [];
    let together = 0;
    const run = async (script: string) => {
      running.push(script);
      together = Math.max(together, running.length);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running.splice(running.indexOf(script), 1);
      return script === 'smoke' ? 2 : 0;
    };
    const printed: string[] = [];
    const code = await runStages(['typecheck+smoke', 'after'], run, (line) => printed.push(line));
    expect([code, together]).toEqual([2, 2]);
    expect(printed.join('')).toMatch(/: typecheck\+smoke \d+ s \(failed, exit 2\)$/);
  });
});
