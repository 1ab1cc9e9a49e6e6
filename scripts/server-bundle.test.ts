import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS } from '../server/modules/documents/document-limits';
import { pdfOfText } from '../server/modules/documents/testing/make-documents';
import { REPO_ROOT } from './repo-root';
import { buildServerBundle, nodeArgumentsFor, SERVER_BUNDLE } from './server-bundle';

describe('buildServerBundle', () => {
  it('writes one module of the server, with a linked source map, that runs as plain node', async () => {
    const bundle = await buildServerBundle();
    expect(bundle).toBe(path.join(REPO_ROOT, SERVER_BUNDLE));
    const text = await readFile(bundle, 'utf8');
    expect(text).toMatch(/\/\/# sourceMappingURL=main\.mjs\.map\s*$/);
    expect(JSON.parse(await readFile(`${bundle}.map`, 'utf8')).sources).toContain('../../server/main.ts');
    // Its packages stay imports: the bundle holds Clearway's code only.
    expect(text).toMatch(/from "fastify"/);

    const server = spawn(process.execPath, [bundle], { cwd: REPO_ROOT, env: { ...process.env, PORT: 'abc' } });
    let stderr = '';
    server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = await once(server, 'exit');
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration: PORT must be an integer between 1 and 65535 (was "abc")');
  });

  it("writes the document-reading thread's module beside it, which reads a PDF as plain node", async () => {
    const bundle = await buildServerBundle();
    const worker = new Worker(path.join(path.dirname(bundle), 'document-reader-worker.mjs'));
    try {
      worker.postMessage({ kind: 'pdf', bytes: await pdfOfText('Clearway reads this PDF on a thread'), limits: DOCUMENT_LIMITS });
      const [reply] = await once(worker, 'message');
      expect(reply).toEqual({ ok: true, text: expect.stringMatching(/^Clearway reads this PDF on a thread\n?$/), pages: 1 });
    } finally {
      await worker.terminate();
    }
  });

  it('can be built by several starts at once, each finding a whole bundle', async () => {
    const built = await Promise.all([buildServerBundle(), buildServerBundle(), buildServerBundle()]);
    expect(new Set(built).size).toBe(1);
    expect(await readFile(built[0]!, 'utf8')).toMatch(/sourceMappingURL=main\.mjs\.map\s*$/);
  });
});

describe('nodeArgumentsFor', () => {
  it('runs TypeScript through tsx as a loader and JavaScript as it is', () => {
    expect(nodeArgumentsFor('server/main.ts')).toEqual(['--import', import.meta.resolve('tsx'), 'server/main.ts']);
    expect(nodeArgumentsFor('.build/server/main.mjs')).toEqual(['.build/server/main.mjs']);
  });
});
