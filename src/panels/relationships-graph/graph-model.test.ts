import { describe, expect, it } from 'vitest';
import type { LineageNode, LinkSource, RelatedDevice } from '../../api/contracts/data';
import { directGraph, edgeKind, lineageGraph, newestFirst, PAGE_SIZE, withUserLinks, type GraphModel } from './graph-model';
import { device, linked, LISTED, relationships } from './testing/devices';

const ks = (devices: readonly RelatedDevice[]) => devices.map((d) => d.k_number);
const columnsOf = (model: GraphModel) => model.columns.map((c) => [c.generation, c.role, ks(c.devices)]);
const noExpansions = {};

/** `count` devices K3xxxxx with distinct decision dates, in no particular order. */
const many = (count: number, prefix = 'K3') =>
  Array.from({ length: count }, (_, i) => device(`${prefix}${String(i).padStart(5, '0')}`, `${2000 + ((i * 7) % count)}-01-01`));

describe('newestFirst', () => {
  it('orders by decision date, newest first, undated last, then by K-number, newest first', () => {
    const list = [device('K1', null), device('K2', '2001-01-01'), device('K3', '2010-01-01'), device('K4', null)];
    expect(ks([...list].sort(newestFirst))).toEqual(['K3', 'K2', 'K4', 'K1']);
  });
});

describe('directGraph', () => {
  it('puts the device in the centre, predicates left and postdicates right, newest first, each citation an edge', () => {
    const model = directGraph({
      relationships: relationships([device('K100001', '2010-01-01'), device('K100002', '2012-01-01')], [device('K300001', '2030-01-01')]),
      expansions: noExpansions,
      pages: {},
    });
    expect(columnsOf(model)).toEqual([
      [0, 'main', ['K200001']],
      [1, 'postdicate', ['K300001']],
      [-1, 'predicate', ['K100002', 'K100001']],
    ]);
    expect(model.edges).toEqual([
      { from: 'K300001', to: 'K200001', sources: LISTED },
      { from: 'K200001', to: 'K100002', sources: LISTED },
      { from: 'K200001', to: 'K100001', sources: LISTED },
    ]);
  });

  it(`shows a side of more than ${PAGE_SIZE} devices a page at a time, newest first, each side its own page, kept in range`, () => {
    const postdicates = many(45);
    const sorted = ks([...postdicates].sort(newestFirst));
    const graph = (pages: Record<number, number>) => directGraph({ relationships: relationships(many(30, 'K1'), postdicates), expansions: noExpansions, pages });
    const side = (model: GraphModel, generation: number) => model.columns.find((c) => c.generation === generation)!;

    expect(ks(side(graph({}), 1).devices)).toEqual(sorted.slice(0, PAGE_SIZE));
    expect(side(graph({}), 1).paging).toEqual({ page: 0, pageCount: 3, total: 45, first: 0 });
    expect(ks(side(graph({ 1: 2 }), 1).devices)).toEqual(sorted.slice(40));
    expect(side(graph({ 1: 9 }), 1).paging).toEqual({ page: 2, pageCount: 3, total: 45, first: 40 });
    expect(side(graph({ 1: -3 }), 1).paging?.page).toBe(0);
    expect(side(graph({ 1: 2 }), -1).paging).toEqual({ page: 0, pageCount: 2, total: 30, first: 0 });
    expect(side(graph({ [-1]: 1 }), -1).devices).toHaveLength(10);
    // Only the shown devices are linked to the main one.
    expect(graph({}).edges).toHaveLength(2 * PAGE_SIZE);

    const exactlyOnePage = directGraph({ relationships: relationships([], many(PAGE_SIZE)), expansions: noExpansions, pages: {} });
    expect(side(exactlyOnePage, 1).paging).toBeUndefined();
  });

  it('draws an expanded predicate’s predicates one column further left, newest first, linking devices already drawn', () => {
    const model = directGraph({
      relationships: relationships([device('K100001', '2010-01-01', { predicate_count: 3 }), device('K100002', '2011-01-01')], []),
      expansions: { K100001: [device('K050001', '2005-01-01'), device('K100002'), device('K060001', '2006-01-01'), device('K200001')].map((d) => linked(d)) },
      pages: {},
    });
    expect(columnsOf(model)).toEqual([
      [0, 'main', ['K200001']],
      [-1, 'predicate', ['K100002', 'K100001']],
      [-2, 'predicate', ['K060001', 'K050001']],
    ]);
    expect(model.edges).toEqual(
      expect.arrayContaining([
        { from: 'K100001', to: 'K060001', sources: LISTED },
        { from: 'K100001', to: 'K050001', sources: LISTED },
        { from: 'K100001', to: 'K100002', sources: LISTED },
        { from: 'K100001', to: 'K200001', sources: LISTED },
      ]),
    );
  });

  it('walks back generation by generation, groups each generation under the device that cites it, and pages a big one', () => {
    const model = directGraph({
      relationships: relationships([device('K100001', '2010-01-01'), device('K100002', '2011-01-01')], []),
      expansions: {
        K100002: [linked(device('K080002', '2008-01-01'))],
        K100001: [linked(device('K080001', '2008-06-01')), linked(device('K070001', '2007-01-01'))],
        K080001: many(25, 'K0').map((d) => linked(d)),
      },
      pages: { [-3]: 1 },
    });
    expect(columnsOf(model).slice(0, 3)).toEqual([
      [0, 'main', ['K200001']],
      [-1, 'predicate', ['K100002', 'K100001']],
      [-2, 'predicate', ['K080002', 'K080001', 'K070001']],
    ]);
    const oldest = model.columns[3]!;
    expect(oldest.generation).toBe(-3);
    expect(oldest.paging).toEqual({ page: 1, pageCount: 2, total: 25, first: 20 });
    expect(oldest.devices).toHaveLength(5);
  });

  it('leaves out the expansions of devices not on the shown page', () => {
    const predicates = many(25, 'K1');
    const hidden = [...predicates].sort(newestFirst).at(-1)!;
    const model = directGraph({ relationships: relationships(predicates, []), expansions: { [hidden.k_number]: [linked(device('K000001'))] }, pages: {} });
    expect(model.columns.map((c) => c.generation)).toEqual([0, -1]);
    expect(model.edges.some((edge) => edge.to === 'K000001')).toBe(false);
  });
});

describe('lineageGraph', () => {
  const node = (k: string, generation: number, predicates: string[], decision_date: string | null = null): LineageNode => ({
    ...device(k, decision_date),
    generation,
    predicates: predicates.map((k_number) => ({ k_number, sources: LISTED })),
  });

  it('makes each generation of the walk a column to the left, ordered under the devices that cite it, with the links among drawn devices', () => {
    const model = lineageGraph(
      {
        k_number: 'K3',
        depth: 8,
        truncated: true,
        nodes: [
          node('K3', 0, ['K2', 'K1']),
          node('K1', 1, ['K0b'], '2001-01-01'),
          node('K2', 1, ['K1', 'K0a', 'K0c'], '2002-01-01'),
          node('K0a', 2, ['K9'], '1990-01-01'),
          node('K0b', 2, [], '1991-01-01'),
          node('K0c', 2, [], '1995-01-01'),
        ],
      },
      {},
    );
    // K2 is the newer of the first generation; its predicates K0c and K0a come before K1's K0b.
    expect(columnsOf(model)).toEqual([
      [0, 'main', ['K3']],
      [-1, 'predicate', ['K2', 'K1']],
      [-2, 'predicate', ['K0c', 'K0a', 'K0b']],
    ]);
    expect(model.edges).toEqual([
      { from: 'K3', to: 'K2', sources: LISTED },
      { from: 'K3', to: 'K1', sources: LISTED },
      { from: 'K1', to: 'K0b', sources: LISTED },
      { from: 'K2', to: 'K1', sources: LISTED },
      { from: 'K2', to: 'K0a', sources: LISTED },
      { from: 'K2', to: 'K0c', sources: LISTED },
    ]);
  });

  it('pages each generation on its own and links only shown devices', () => {
    const ancestors = Array.from({ length: 50 }, (_, i) => node(`K1${String(i).padStart(5, '0')}`, 1, [], `${1980 + i}-01-01`));
    const lineage = { k_number: 'K2', depth: 8, truncated: false, nodes: [node('K2', 0, ancestors.map((a) => a.k_number)), ...ancestors] };
    const first = lineageGraph(lineage, {});
    expect(first.columns[1]!.paging).toEqual({ page: 0, pageCount: 3, total: 50, first: 0 });
    expect(first.edges).toHaveLength(PAGE_SIZE);
    const last = lineageGraph(lineage, { [-1]: 2 });
    expect(ks(last.columns[1]!.devices)).toEqual(ks(ancestors.slice(0, 10).reverse()));
  });
});

describe('link sources', () => {
  const summary: LinkSource = { kind: 'summary', dataset: 'ivd_decision_summaries/ivd_decision_summaries.jsonl.gz: K100001.pdf' };
  const user: LinkSource = { kind: 'user', dataset: 'chosen on the Predicate step for ABC' };

  it('draws a link added by the user as such, else one a summary names, else a list link', () => {
    expect(edgeKind(LISTED)).toBe('predicate_list');
    expect(edgeKind([...LISTED, summary])).toBe('summary');
    expect(edgeKind([summary])).toBe('summary');
    expect(edgeKind([...LISTED, summary, user])).toBe('user');
  });

  it('carries each link’s sources onto its edge, a predicate’s and a postdicate’s alike', () => {
    const record = relationships([device('K100001')], [device('K300001')]);
    record.predicate_devices[0] = linked(device('K100001'), [...LISTED, summary]);
    const model = directGraph({ relationships: record, expansions: {}, pages: {} });
    expect(model.edges).toEqual([
      { from: 'K300001', to: 'K200001', sources: LISTED },
      { from: 'K200001', to: 'K100001', sources: [...LISTED, summary] },
    ]);
  });

  const userLinks = (chosenKNumbers: string[]) => ({ key: 'Your device', name: 'PulseRing', where: user.dataset, chosenKNumbers });

  it('adds the user’s device on the postdicates’ side, citing each drawn device they chose', () => {
    const base = directGraph({ relationships: relationships([device('K100001'), device('K100002')], [device('K300001')]), expansions: {}, pages: {} });
    const model = withUserLinks(base, userLinks(['K100002', 'K200001', 'K999999']));
    expect(columnsOf(model).at(-1)).toEqual([1, 'user', ['Your device']]);
    expect(model.columns.at(-1)!.devices[0]).toMatchObject({ device_name: 'PulseRing', predicate_count: 2, recall_count: 0 });
    expect(model.edges.slice(base.edges.length)).toEqual([
      { from: 'Your device', to: 'K100002', sources: [user] },
      { from: 'Your device', to: 'K200001', sources: [user] },
    ]);
  });

  it('leaves the graph as it is when none of the chosen devices is drawn, or none is chosen', () => {
    const base = directGraph({ relationships: relationships([device('K100001')], []), expansions: {}, pages: {} });
    expect(withUserLinks(base, userLinks(['K999999']))).toBe(base);
    expect(withUserLinks(base, userLinks([]))).toBe(base);
    expect(withUserLinks(base, undefined)).toBe(base);
  });
});
