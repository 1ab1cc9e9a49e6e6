import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GraphNode } from './GraphNode';
import { GRAPH_TEXTS as TEXT } from './graph-texts';
import { GraphTooltip } from './GraphTooltip';
import type { PlacedEdge, PlacedNode } from './layout';
import { device, LISTED } from './testing/devices';

const placed = (overrides: Parameters<typeof device>[2], generation = -1): PlacedNode => ({
  device: device('K100001', '2004-03-09', overrides),
  role: generation === 0 ? 'main' : generation > 0 ? 'postdicate' : 'predicate',
  generation,
  x: 0,
  y: 0,
});

const drawNode = (node: PlacedNode, props: Partial<Parameters<typeof GraphNode>[0]> = {}) =>
  render(
    <svg>
      <GraphNode node={node} onHover={() => {}} onToggle={() => {}} {...props} />
    </svg>,
  );

describe('GraphNode', () => {
  it('marks a device with recalls tied to it: outline, a badge with the count, and its label', () => {
    drawNode(placed({ recall_count: 3 }), { onOpen: () => {} });
    const button = screen.getByRole('button', { name: `K100001, Device K100001, predicate device, cleared 03/09/2004, ${TEXT.recalls(3, null)}` });
    expect(button.closest('.cw-graph-node')).toHaveAttribute('data-recalled', 'true');
    expect(button.querySelector('.cw-graph-recall-badge')).toHaveTextContent('3 · class unknown');
  });

  it('writes the most serious recall class beside the count when FDA classed the recalls', () => {
    drawNode(placed({ recall_count: 2, most_serious_recall_class: 'Class I' }));
    const mark = document.querySelector('.cw-graph-recall-badge')!;
    expect(mark).toHaveTextContent('2 · Class I');
    expect(mark).toHaveAttribute('data-recall-class', 'Class I');
  });

  it('draws the user’s own device as a device that cannot be opened', () => {
    drawNode({ ...placed({ device_name: 'PulseRing', decision_date: null }), device: { ...device('Your device', null), device_name: 'PulseRing' }, role: 'user', generation: 2 }, { onOpen: () => {} });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: 'Your device, PulseRing, your device' })).toBeInTheDocument();
  });

  it('shows the K-number of a device the data has no record of, and says so', () => {
    drawNode(placed({ device_name: null, applicant: null }, -3));
    const node = screen.getByRole('img', { name: `K100001, ${TEXT.noRecord}, predicate device, ${TEXT.generationsBack(3)}, cleared 03/09/2004` });
    expect(node).toHaveTextContent(`K100001${TEXT.noRecord}`);
    expect(node.closest('.cw-graph-node')).toHaveAttribute('data-recalled', 'false');
  });

  it('opens on a click, Enter or Space, and toggles its predicates with the expand control', async () => {
    const open = vi.fn();
    const toggle = vi.fn();
    drawNode(placed({ predicate_count: 4 }), { onOpen: open, onToggle: toggle, expansion: 'collapsed' });
    const user = userEvent.setup();
    const node = screen.getByRole('button', { name: /^K100001, / });
    await user.click(node);
    node.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(open.mock.calls).toEqual([['K100001'], ['K100001'], ['K100001']]);
    const expand = screen.getByRole('button', { name: TEXT.expand('K100001') });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(toggle).toHaveBeenCalledWith('K100001');
    expect(open).toHaveBeenCalledTimes(3);
  });
});

describe('GraphTooltip', () => {
  it('gives K-number, name, applicant and the date as MM/DD/YYYY, the link counts and the recalls', () => {
    render(<GraphTooltip node={placed({ applicant: 'Example Medical', predicate_count: 2, postdicate_count: 1, recall_count: 1, most_serious_recall_class: 'Class II' })} edges={[]} />);
    const tooltip = screen.getByRole('tooltip');
    expect(TEXT.recalls(1, 'Class II')).toBe('1 recall tied to this device (the most serious: FDA recall Class II)');
    for (const text of ['K100001', 'Device K100001', 'Example Medical', '03/09/2004', TEXT.links(2, 1), TEXT.recalls(1, 'Class II')]) {
      expect(tooltip).toHaveTextContent(text);
    }
  });

  it('says a device without a record in the data has none', () => {
    render(<GraphTooltip node={placed({ device_name: null, applicant: null })} edges={[]} />);
    expect(screen.getByRole('tooltip')).toHaveTextContent(`K100001${TEXT.noRecord}`);
  });

  it('gives the user’s own device its name and the links they added, no FDA record', () => {
    const user = { kind: 'user', dataset: 'chosen on the Predicate step for ABC' } as const;
    const yours: PlacedNode = { device: { ...device('Your device'), device_name: 'PulseRing', applicant: null }, role: 'user', generation: 2, x: 0, y: 0 };
    render(<GraphTooltip node={yours} edges={[{ from: 'Your device', to: 'K100001', sources: [user], d: '' }]} />);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Your devicePulseRingYour device cites K100001: added by you (chosen on the Predicate step for ABC)');
  });

  it('names where each of the device’s drawn links is stated, a few of them', () => {
    const summary = { kind: 'summary', dataset: 'https://www.accessdata.fda.gov/cdrh_docs/pdf20/K200001.pdf' } as const;
    const edge = (from: string, to: string, sources: PlacedEdge['sources']): PlacedEdge => ({ from, to, sources, d: '' });
    const edges = [edge('K200001', 'K100001', [...LISTED, summary]), ...['K1', 'K2', 'K3', 'K4'].map((k) => edge('K100001', k, LISTED)), edge('K2', 'K3', LISTED)];
    render(<GraphTooltip node={placed({})} edges={edges} />);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent("K200001 cites K100001: 510k.fyi's predicate list; a 510(k) summary fetched from FDA");
    expect(tooltip).toHaveTextContent("K100001 cites K3: 510k.fyi's predicate list");
    expect(tooltip).not.toHaveTextContent('K100001 cites K4');
    expect(tooltip).toHaveTextContent(TEXT.moreLinks(1));
  });
});
