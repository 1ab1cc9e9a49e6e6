import { describe, expect, it } from 'vitest';
import { importCircles, readImportGraph } from './import-graph';
import { REPO_ROOT } from './repo-root';

const graphOf = (pairs: Record<string, string[]>) => new Map(Object.entries(pairs).map(([file, targets]) => [file, new Set(targets)]));

describe('importCircles', () => {
  it('finds each loop once with all its members, and nothing in a chain or a diamond', () => {
    const edges = graphOf({
      'a.ts': ['b.ts'],
      'b.ts': ['c.ts'],
      'c.ts': ['a.ts', 'd.ts'],
      'd.ts': ['e.ts', 'f.ts'],
      'e.ts': ['g.ts'],
      'f.ts': ['g.ts'],
      'g.ts': [],
      'h.ts': ['i.ts'],
      'i.ts': ['h.ts'],
    });
    expect(importCircles(edges)).toEqual([
      ['a.ts', 'b.ts', 'c.ts'],
      ['h.ts', 'i.ts'],
    ]);
  });

  it('walks a chain far longer than the call stack allows a recursive walk', () => {
    const length = 50_000;
    const edges = new Map(Array.from({ length }, (_, i) => [`m${i}.ts`, new Set(i + 1 < length ? [`m${i + 1}.ts`] : ['m0.ts'])]));
    const [circle] = importCircles(edges);
    expect(circle).toHaveLength(length);
  });
});

describe("the project's imports", () => {
  const graph = readImportGraph(REPO_ROOT, ['src', 'server', 'scripts', 'bench']);

  it('reads every kind of import the project writes', () => {
    // Spot checks on known files: a static import, an extension-less one, a type-only one.
    expect(graph.edges.get('src/api/text/coverage-caption.ts')).toEqual(new Set(['src/api/contracts/data.ts', 'src/api/text/us-date.ts']));
    expect([...(graph.edges.get('server/main.ts') ?? [])].length).toBeGreaterThan(0);
  });

  it('has no import circles: each is a design knot (a shared piece that wants its own module)', () => {
    expect(importCircles(graph.edges)).toEqual([]);
  });

  it('lets the server import from the browser code only the API contracts, their shared wording and the shared document writer', () => {
    const crossings = [...graph.edges]
      .filter(([file]) => file.startsWith('server/'))
      .flatMap(([file, targets]) => [...targets].filter((target) => target.startsWith('src/')).map((target) => `${file} -> ${target}`));
    expect(crossings.length).toBeGreaterThan(0);
    expect(crossings.filter((crossing) => !/ -> src\/api\/(contracts|text|document)\//.test(crossing))).toEqual([]);
  });

  it("keeps the browser's code free of server code (test support in a testing/ folder aside)", () => {
    const crossings = [...graph.edges]
      .filter(([file]) => file.startsWith('src/') && !file.split('/').includes('testing'))
      .flatMap(([file, targets]) => [...targets].filter((target) => target.startsWith('server/')).map((target) => `${file} -> ${target}`));
    expect(crossings).toEqual([]);
  });

  it('keeps the contracts free of browser and server code: arktype and each other only', () => {
    const outside = [...graph.specifiers]
      .filter(([file]) => file.startsWith('src/api/contracts/'))
      .flatMap(([file, specifiers]) => specifiers.filter((specifier) => specifier !== 'arktype' && !specifier.startsWith('./')).map((specifier) => `${file}: ${specifier}`));
    expect(outside).toEqual([]);
  });

  it('keeps the shared wording on the contracts alone', () => {
    const outside = [...graph.specifiers]
      .filter(([file]) => file.startsWith('src/api/text/'))
      .flatMap(([file, specifiers]) => specifiers.filter((specifier) => !specifier.startsWith('./') && !specifier.startsWith('../contracts/')).map((specifier) => `${file}: ${specifier}`));
    expect(outside).toEqual([]);
  });
});
