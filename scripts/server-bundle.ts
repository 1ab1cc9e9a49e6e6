import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { REPO_ROOT } from './repo-root';

/** Where the server's bundle is written, relative to the repository root. */
export const SERVER_BUNDLE = path.join('.build', 'server', 'main.mjs');

/**
 * The bundle's entries: the server, and the module a document-reading thread runs, which the server finds
 * beside its own bundle by this name (server/modules/documents/reader-thread.ts).
 */
const ENTRY_POINTS = {
  main: path.join('server', 'main.ts'),
  'document-reader-worker': path.join('server', 'modules', 'documents', 'document-reader.worker.ts'),
};

/**
 * Bundles server/main.ts into one JavaScript module (its packages stay imports from node_modules), so that the
 * server runs as plain node: through tsx's loader it also ran the loader's own thread and kept every module's
 * transformed source and source map, about 60 MB of its memory (docs/ai-service.md, "Memory and import").
 * Takes half a second, so every start builds it. Written beside the old one and renamed over it: servers
 * started at once each build, and none reads a half-written file. Returns its absolute path.
 */
export async function buildServerBundle(root: string = REPO_ROOT): Promise<string> {
  const outfile = path.join(root, SERVER_BUNDLE);
  const { outputFiles } = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(ENTRY_POINTS).map(([name, entry]) => [name, path.join(root, entry)])),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir: path.dirname(outfile),
    outExtension: { '.js': '.mjs' },
    // A linked map: `NODE_OPTIONS=--enable-source-maps` shows stack traces in the TypeScript sources.
    sourcemap: 'linked',
    write: false,
    logLevel: 'silent',
  });
  await mkdir(path.dirname(outfile), { recursive: true });
  const suffix = `.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  await Promise.all(outputFiles.map((file) => writeFile(file.path + suffix, file.contents)));
  // The maps first, then the reading thread's module: a server started between the renames finds the files its
  // bundle names.
  const isMap = (file: { path: string }) => file.path.endsWith('.map');
  const isMain = (file: { path: string }) => file.path === outfile;
  const order = [...outputFiles.filter(isMap), ...outputFiles.filter((file) => !isMap(file) && !isMain(file)), ...outputFiles.filter(isMain)];
  for (const file of order) await rename(file.path + suffix, file.path);
  return outfile;
}

const TSX_LOADER = import.meta.resolve('tsx');

/** node's arguments to run a server entry: TypeScript through tsx's loader, JavaScript as it is. */
export function nodeArgumentsFor(entry: string): string[] {
  return /\.[cm]?ts$/.test(entry) ? ['--import', TSX_LOADER, entry] : [entry];
}
