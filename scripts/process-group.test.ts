import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { spawnGroup, type GroupProcess, type SpawnGroupOptions } from './process-group';

const options: SpawnGroupOptions = { cwd: process.cwd(), env: process.env, stdio: ['ignore', 'pipe', 'inherit'] };

/** Alive means running; a zombie waiting to be reaped counts as gone. */
function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function eventually(check: () => boolean, timeoutMs = 3_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

function firstLine(child: GroupProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.split('\n')[0]!);
    });
    child.exited.then(() => reject(new Error(`exited before printing a line: ${text}`)), reject);
  });
}

describe('spawnGroup', () => {
  it('reports the exit code of a process that ends on its own', async () => {
    const child = spawnGroup('sh', ['-c', 'exit 3'], options);
    await expect(child.exited).resolves.toBe(3);
  });

  it('stops the whole group, including a grandchild', async () => {
    const child = spawnGroup('sh', ['-c', 'sleep 60 & echo $!; wait'], options);
    const grandchild = Number(await firstLine(child));
    expect(isAlive(grandchild)).toBe(true);

    await expect(child.stop()).resolves.toBe(128 + 15);
    expect(await eventually(() => !isAlive(grandchild))).toBe(true);
  });

  it('kills a group that ignores SIGTERM once the grace time is over', async () => {
    const child = spawnGroup('sh', ['-c', 'trap "" TERM; echo ready; while :; do sleep 0.1; done'], options);
    await firstLine(child);
    await expect(child.stop(300)).resolves.toBe(128 + 9);
  });

  it('rejects exited when the command does not exist', async () => {
    const child = spawnGroup('/nonexistent/clearway-command', [], options);
    await expect(child.exited).rejects.toThrow(/ENOENT/);
  });
});
