import { describe, expect, it } from 'vitest';
import type { GraphColumn, GraphModel } from './graph-model';
import { COLUMN_GAP, layoutGraph, NODE_HEIGHT, NODE_WIDTH, PADDING, PAGER_HEIGHT, ROW_GAP } from './layout';
import { device, LISTED } from './testing/devices';

const column = (generation: number, ks: string[], paging?: GraphColumn['paging']): GraphColumn => ({
  generation,
  role: generation === 0 ? 'main' : generation > 0 ? 'postdicate' : 'predicate',
  devices: ks.map((k) => device(k)),
  paging,
});

const at = (model: GraphModel) => {
  const layout = layoutGraph(model);
  return { layout, node: (k: string) => layout.nodes.find((n) => n.device.k_number === k)! };
};

describe('layoutGraph', () => {
  it('places columns left to right by generation, each centred on the tallest', () => {
    const { layout, node } = at({
      columns: [column(0, ['M']), column(1, ['A']), column(-1, ['P1', 'P2', 'P3']), column(-2, ['G1', 'G2'])],
      edges: [],
    });
    expect([node('G1').x, node('P1').x, node('M').x, node('A').x]).toEqual([0, 1, 2, 3].map((i) => PADDING + i * COLUMN_GAP));
    expect([node('P1').y, node('P2').y, node('P3').y]).toEqual([0, 1, 2].map((i) => PADDING + i * ROW_GAP));
    expect(node('M').y).toBe(node('P2').y);
    expect(node('A').y).toBe(node('P2').y);
    expect(node('G2').y - node('G1').y).toBe(ROW_GAP);
    expect((node('G1').y + node('G2').y) / 2).toBe(node('P2').y);
    expect(layout.width).toBe(2 * PADDING + 3 * COLUMN_GAP + NODE_WIDTH);
    expect(layout.height).toBe(2 * PADDING + 2 * ROW_GAP + NODE_HEIGHT);
    expect(layout.pagers).toEqual([]);
  });

  it('puts the user’s device a row beneath the tallest column, in its generation, so its links run clear of the devices there', () => {
    const { layout, node } = at({
      columns: [column(0, ['M']), column(1, ['A']), column(-1, ['P1', 'P2']), { generation: 1, role: 'user', devices: [device('Your device')] }],
      edges: [],
    });
    expect(node('A').y).toBe(PADDING + ROW_GAP / 2);
    expect(node('Your device')).toMatchObject({ role: 'user', x: node('A').x, y: PADDING + 2 * ROW_GAP });
    expect(layout.height).toBe(2 * PADDING + 2 * ROW_GAP + NODE_HEIGHT);
    expect(layout.width).toBe(2 * PADDING + 2 * COLUMN_GAP + NODE_WIDTH);
  });

  it('draws a link from the citing device’s left side to its predicate’s right side, and bows one that does not run left', () => {
    const { layout, node } = at({
      columns: [column(0, ['M']), column(-1, ['P1', 'P2'])],
      edges: [
        { from: 'M', to: 'P1', sources: LISTED },
        { from: 'P1', to: 'P2', sources: LISTED },
        { from: 'P2', to: 'M', sources: LISTED },
        { from: 'M', to: 'nowhere', sources: LISTED },
      ],
    });
    const middle = (k: string) => node(k).y + NODE_HEIGHT / 2;
    const [leftward, within, rightward] = layout.edges;
    expect(layout.edges).toHaveLength(3);
    expect(leftward!.d).toMatch(new RegExp(`^M${node('M').x} ${middle('M')} C.* ${node('P1').x + NODE_WIDTH} ${middle('P1')}$`));
    expect(within!.d).toMatch(new RegExp(`^M${node('P1').x} ${middle('P1')} C0 .* ${node('P2').x} ${middle('P2')}$`));
    expect(rightward!.d).toMatch(new RegExp(`^M${node('P2').x} ${middle('P2')} C0 .* ${node('M').x} ${middle('M')}$`));
  });

  it('puts a pager above each paged column, in a band the graph makes room for', () => {
    const paging = { page: 1, pageCount: 3, total: 45, first: 20 };
    const { layout, node } = at({ columns: [column(0, ['M']), column(1, ['A1', 'A2', 'A3'], paging), column(-1, ['P'])], edges: [] });
    expect(layout.pagers).toEqual([{ generation: 1, paging, shown: 3, x: node('A1').x, y: node('A1').y - PAGER_HEIGHT }]);
    expect(node('A1').y).toBe(PADDING + PAGER_HEIGHT);
    expect(layout.height).toBe(2 * PADDING + PAGER_HEIGHT + 2 * ROW_GAP + NODE_HEIGHT);
  });

  it('draws a device once, in the first column that holds it', () => {
    const { layout, node } = at({ columns: [column(0, ['M']), column(-1, ['P']), column(-2, ['P', 'G'])], edges: [] });
    expect(layout.nodes.map((n) => n.device.k_number)).toEqual(['P', 'G', 'M']);
    expect(node('P').generation).toBe(-2);
  });
});
