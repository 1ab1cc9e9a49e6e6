import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The project's own code: what runs, not its tests, generated files or declarations. */
const SOURCE = /\.tsx?$/;
const NOT_SOURCE = /\.(test|spec)\.tsx?$|\.gen\.ts$|\.d\.ts$/;

export interface ImportGraph {
  /** Project file (relative to the root, '/'-separated) -> the project files it imports. */
  readonly edges: ReadonlyMap<string, ReadonlySet<string>>;
  /** Project file -> every module specifier it names (packages too), as written. */
  readonly specifiers: ReadonlyMap<string, readonly string[]>;
}

function sourceFiles(root: string, top: string): string[] {
  const entries = readdirSync(path.join(root, top), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !NOT_SOURCE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').includes('node_modules'))
    .sort();
}

/** The project file a relative specifier names, tried as TypeScript resolves it (extension-less, .js for .ts, index). */
function resolveRelative(from: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx')];
  return candidates.find((candidate) => files.has(candidate));
}

/**
 * The imports among the project's files below `tops`: static imports and re-exports, type-only ones included
 * (a type import still ties two modules' designs), and dynamic imports.
 */
export function readImportGraph(root: string, tops: readonly string[]): ImportGraph {
  const files = tops.flatMap((top) => sourceFiles(root, top));
  const known = new Set(files);
  const edges = new Map<string, Set<string>>();
  const specifiers = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf-8'), true, true);
    const named = importedFiles.map((imported) => imported.fileName);
    specifiers.set(file, named);
    const targets = named
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveRelative(file, specifier, known))
      .filter((target): target is string => target !== undefined && target !== file);
    edges.set(file, new Set(targets));
  }
  return { edges, specifiers };
}

/** Every set of two or more files that import each other round a loop (Tarjan's strongly connected components). */
export function importCircles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  // Iterative depth-first walk: a recursive one would overflow on long import chains.
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const walk: { node: string; targets: Iterator<string> }[] = [];
    const enter = (node: string) => {
      index.set(node, next);
      low.set(node, next++);
      stack.push(node);
      onStack.add(node);
      walk.push({ node, targets: (edges.get(node) ?? new Set()).values() });
    };
    enter(start);
    for (let frame = walk.at(-1); frame !== undefined; frame = walk.at(-1)) {
      const step = frame.targets.next();
      if (!step.done) {
        const target = step.value;
        if (!index.has(target)) enter(target);
        else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      walk.pop();
      const parent = walk.at(-1);
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1) circles.push(component.sort());
    }
  }
  return circles;
}
