import { describe, expect, it } from 'vitest';
import type { DeviceRelationships, RelatedDevice } from '../../api/contracts/data';
import { directGraph, lineageGraph, newestFirst, PAGE_SIZE } from './graph-model';
import { layoutGraph, NODE_WIDTH, COLUMN_GAP, ROW_GAP } from './layout';

const device = (k_number: string, decision_date: string | null = null, overrides: Partial<RelatedDevice> = {}): RelatedDevice => ({
  k_number,
  device_name: `Device ${k_number}`,
  applicant: 'Acme',
  decision_date,
  product_code: 'DQY',
  recall_count: 0,
  predicate_count: 0,
  postdicate_count: 0,
  ...overrides,
});

const relationships = (predicates: RelatedDevice[], postdicates: RelatedDevice[]): DeviceRelationships => ({
  ...device('K200001', '2020-06-01'),
  predicate_devices: predicates,
  postdicate_devices: postdicates,
});

const noPages = { predicates: 0, postdicates: 0 };
const ks = (devices: readonly RelatedDevice[]) => devices.map((d) => d.k_number);

describe('newestFirst', () => {
  it('orders by decision date, newest first, undated last, then by K-number', () => {
    const list = [device('K1', null), device('K2', '2001-01-01'), device('K3', '2010-01-01'), device('K4', null)];
    expect(ks([...list].sort(newestFirst))).toEqual(['K3', 'K2', 'K4', 'K1']);
  });
});

describe('directGraph', () => {
  it('puts the device in the centre, predicates left and postdicates right, each cited link an edge', () => {
    const model = directGraph({ relationships: relationships([device('K100001', '2010-01-01')], [device('K300001', '2030-01-01')]), expansions: new Map(), pages: noPages });
    expect(model.columns.map((c) => [c.generation, c.role, ks(c.devices)])).toEqual([
      [0, 'main', ['K200001']],
      [1, 'postdicate', ['K300001']],
      [-1, 'predicate', ['K100001']],
    ]);
    expect(model.edges).toEqual([
      { from: 'K300001', to: 'K200001' },
      { from: 'K200001', to: 'K100001' },
    ]);
  });

  it(`shows a side of more than ${PAGE_SIZE} devices a page at a time, newest first, and keeps the page in range`, () => {
    const many = Array.from({ length: 45 }, (_, i) => device(`K3${String(i).padStart(5, '0')}`, `20${String(10 + (i % 15)).padStart(2, '0')}-01-01`));
    const sorted = ks([...many].sort(newestFirst));
    const page = (n: number) => directGraph({ relationships: relationships([], many), expansions: new Map(), pages: { predicates: 0, postdicates: n } }).columns[1]!;
    expect(ks(page(0).devices)).toEqual(sorted.slice(0, PAGE_SIZE));
    expect(page(0).paging).toEqual({ side: 'postdicates', page: 0, pageCount: 3, total: 45, first: 0 });
    expect(ks(page(2).devices)).toEqual(sorted.slice(40));
    expect(page(9).paging?.page).toBe(2);
    expect(directGraph({ relationships: relationships([], many.slice(0, PAGE_SIZE)), expansions: new Map(), pages: noPages }).columns[1]!.paging).toBeUndefined();
  });

  it('draws an expanded predicate’s predicates one column further left, linking devices already drawn', () => {
    const older = device('K050001', '2005-01-01');
    const model = directGraph({
      relationships: relationships([device('K100001', '2010-01-01', { predicate_count: 2 }), device('K100002', '2011-01-01')], []),
      expansions: new Map([['K100001', [older, device('K100002')]]]),
      pages: noPages,
    });
    expect(model.columns.map((c) => [c.generation, ks(c.devices)])).toEqual([
      [0, ['K200001']],
      [-1, ['K100002', 'K100001']],
      [-2, ['K050001']],
    ]);
    expect(model.edges).toContainEqual({ from: 'K100001', to: 'K050001' });
    expect(model.edges).toContainEqual({ from: 'K100001', to: 'K100002' });
  });
});

describe('lineageGraph', () => {
  it('makes each generation of the walk a column to the left, with the links among drawn devices', () => {
    const node = (k: string, generation: number, predicates: string[]) => ({ ...device(k), generation, predicates });
    const model = lineageGraph({
      k_number: 'K3',
      depth: 8,
      truncated: true,
      nodes: [node('K3', 0, ['K2', 'K1']), node('K2', 1, ['K1', 'K0']), node('K1', 1, []), node('K0', 2, ['K9'])],
    });
    expect(model.columns.map((c) => [c.generation, c.role, ks(c.devices).sort()])).toEqual([
      [0, 'main', ['K3']],
      [-1, 'predicate', ['K1', 'K2']],
      [-2, 'predicate', ['K0']],
    ]);
    expect(model.edges).toEqual([
      { from: 'K3', to: 'K2' },
      { from: 'K3', to: 'K1' },
      { from: 'K2', to: 'K1' },
      { from: 'K2', to: 'K0' },
    ]);
  });
});

describe('layoutGraph', () => {
  it('places columns by generation and centres each on the tallest; edges run from the citing device to its predicate', () => {
    const model = directGraph({
      relationships: relationships([device('K100001'), device('K100002'), device('K100003')], [device('K300001')]),
      expansions: new Map(),
      pages: noPages,
    });
    const layout = layoutGraph(model);
    const at = (k: string) => layout.nodes.find((n) => n.device.k_number === k)!;
    expect(at('K200001').x - at('K100001').x).toBe(COLUMN_GAP);
    expect(at('K300001').x - at('K200001').x).toBe(COLUMN_GAP);
    expect(at('K200001').y).toBe(at('K100002').y);
    // Undated devices come newest K-number first: K100003, K100002, K100001.
    expect(at('K100001').y - at('K100002').y).toBe(ROW_GAP);
    const edge = layout.edges.find((e) => e.from === 'K200001' && e.to === 'K100001')!;
    expect([edge.x1, edge.x2]).toEqual([at('K200001').x, at('K100001').x + NODE_WIDTH]);
    expect(layout.width).toBe(2 * 24 + 2 * COLUMN_GAP + NODE_WIDTH);
  });

  it('lays out a lineage of 400 devices and 1,700 links in a few milliseconds', () => {
    const nodes = Array.from({ length: 400 }, (_, i) => ({
      ...device(`K${String(i).padStart(6, '0')}`),
      generation: Math.min(8, Math.floor(i / 50)),
      predicates: Array.from({ length: 5 }, (_, j) => `K${String((i + 1 + j * 37) % 400).padStart(6, '0')}`),
    }));
    const started = performance.now();
    const layout = layoutGraph(lineageGraph({ k_number: nodes[0]!.k_number, depth: 8, truncated: true, nodes }));
    expect(performance.now() - started).toBeLessThan(100);
    expect(layout.nodes).toHaveLength(400);
    expect(layout.edges.length).toBeGreaterThan(1500);
  });
});
