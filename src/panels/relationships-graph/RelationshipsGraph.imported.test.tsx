import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMPORT_TIMEOUT_MS } from '../../../server/testing/imported-database.ts';
import { startDataServer, type DataTestServer } from '../../../tests/data-server';
import { renderWithServices } from '../../../tests/render-with-services';
import { LINEAGE_MAX_NODES, type DeviceLineage } from '../../api/contracts/data';
import { dataApi } from '../../api/data';
import { usDate } from '../../api/text/us-date';
import { edgeKind, PAGE_SIZE } from './graph-model';
import { recalledAncestors } from './lineage-recalls';
import { GRAPH_TEXTS as TEXT } from './graph-texts';
import { RelationshipsGraph } from './RelationshipsGraph';

/** The graph against the real server over the 510(k) files and links (the dataset list the device tests import). */
let server: DataTestServer;
beforeAll(async () => {
  server = await startDataServer();
}, IMPORT_TIMEOUT_MS);
afterAll(() => server?.close());

const api = () => dataApi(server.services.clients);
const drawn = () => [...document.querySelectorAll('[data-graph-node]')].map((node) => node.getAttribute('data-graph-node')!);
const node = (kNumber: string) => document.querySelector(`[data-graph-node="${kNumber}"]`) as HTMLElement;
const placed = (kNumber: string) => {
  const [, x, y] = /translate\(([\d.]+) ([\d.]+)\)/.exec(node(kNumber).closest('.cw-graph-node')!.getAttribute('transform')!)!;
  return { x: Number(x), y: Number(y) };
};
const zoomShown = () => screen.getByRole('status', { name: TEXT.zoomLevel });

/** A device the data holds that cites predicates and is cited, one of whose predicates cites predicates too. */
async function linkedDevice(): Promise<string> {
  const { rows } = await sql<{ k_number: string }>`
    select d.k_number from fda_devices d
    where exists (select 1 from fda_predicate_links l where l.predicate = d.k_number)
      and exists (select 1 from fda_predicate_links l join fda_predicate_links up on up.device = l.predicate where l.device = d.k_number)
    order by d.k_number limit 1`.execute(server.db);
  return rows[0]!.k_number;
}

/** The device cited by the most devices, with its postdicates newest first as the database orders them. */
async function mostCitedDevice(): Promise<{ kNumber: string; postdicates: string[] }> {
  // The links a predicate list or an imported document states (a fetched summary's are none here).
  const stated = sql`(select device, predicate from fda_predicate_links
    union select d.k_number, p.predicate from fda_device_documents d cross join unnest(d.predicate_k_numbers) as p(predicate) where p.predicate <> d.k_number)`;
  const { rows } = await sql<{ predicate: string }>`
    select predicate from ${stated} l group by predicate order by count(*) desc, predicate limit 1`.execute(server.db);
  const kNumber = rows[0]!.predicate;
  const { rows: linked } = await sql<{ device: string }>`
    select l.device from ${stated} l left join fda_devices d on d.k_number = l.device
    where l.predicate = ${kNumber}
    order by d.decision_date desc nulls last, l.device desc`.execute(server.db);
  return { kNumber, postdicates: linked.map((row) => row.device) };
}

describe('RelationshipsGraph', () => {
  it('draws the device in the centre, its predicates left and postdicates right, with a legend and a tooltip', async () => {
    const kNumber = await linkedDevice();
    const record = await api().relationships(kNumber);
    renderWithServices(<RelationshipsGraph kNumber={kNumber} onOpenDevice={() => {}} />, server.services);
    const graph = await screen.findByRole('figure', { name: TEXT.graphLabel(kNumber) });
    expect(within(graph).getByRole('list', { name: TEXT.legend.label })).toHaveTextContent(/Main Device.*Predicate Devices.*Postdicate Devices.*Recalled/);
    const firstPage = (side: typeof record.predicate_devices) => side.slice(0, PAGE_SIZE).map((d) => d.k_number);
    expect(record.predicate_devices.length).toBeGreaterThan(0);
    expect(record.postdicate_devices.length).toBeGreaterThan(0);
    expect(drawn().sort()).toEqual([kNumber, ...firstPage(record.predicate_devices), ...firstPage(record.postdicate_devices)].sort());

    expect(node(kNumber).closest('.cw-graph-node')).toHaveAttribute('data-role', 'main');
    const main = placed(kNumber);
    const shown = (side: typeof record.predicate_devices) => side.filter((d) => drawn().includes(d.k_number));
    for (const d of shown(record.predicate_devices)) expect(placed(d.k_number).x).toBeLessThan(main.x);
    for (const d of shown(record.postdicate_devices)) expect(placed(d.k_number).x).toBeGreaterThan(main.x);
    expect(node(kNumber)).toHaveAttribute('aria-label', expect.stringMatching(new RegExp(`^${kNumber}, .*, main device`)));

    const held = [...record.predicate_devices, ...record.postdicate_devices].find((d) => d.device_name !== null && d.decision_date !== null)!;
    fireEvent.mouseEnter(node(held.k_number));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent(held.k_number);
    expect(tooltip).toHaveTextContent(held.applicant ?? '-');
    expect(tooltip).toHaveTextContent(usDate(held.decision_date!));
    fireEvent.mouseLeave(node(held.k_number));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    // Keyboard focus shows the same tooltip.
    act(() => node(kNumber).focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent(kNumber);
  });

  it('zooms between 0.5 and 2 by 1.2x and 0.8x with the buttons, zooms with the wheel, and resets', async () => {
    renderWithServices(<RelationshipsGraph kNumber={await linkedDevice()} />, server.services);
    await screen.findByRole('figure');
    expect(zoomShown()).toHaveTextContent('100%');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: TEXT.zoomIn }));
    expect(zoomShown()).toHaveTextContent('120%');
    for (let i = 0; i < 6; i++) await user.click(screen.getByRole('button', { name: TEXT.zoomIn }));
    expect(zoomShown()).toHaveTextContent('200%');
    await user.click(screen.getByRole('button', { name: TEXT.zoomReset }));
    expect(zoomShown()).toHaveTextContent('100%');
    for (let i = 0; i < 6; i++) await user.click(screen.getByRole('button', { name: TEXT.zoomOut }));
    expect(zoomShown()).toHaveTextContent('50%');

    const viewport = document.querySelector('.cw-graph-viewport')!;
    const svg = viewport.querySelector('svg')!;
    const width = Number(svg.getAttribute('width'));
    fireEvent.wheel(viewport, { deltaY: -100 });
    expect(zoomShown()).toHaveTextContent('61%');
    expect(Number(svg.getAttribute('width'))).toBeGreaterThan(width);
  });

  it('expands a predicate to its own predicates one column further left, collapses it, and opens a device on click or Enter', async () => {
    const kNumber = await linkedDevice();
    const record = await api().relationships(kNumber);
    const parent = record.predicate_devices.find((d) => d.predicate_count > 0)!;
    const grandparents = (await api().relationships(parent.k_number)).predicate_devices;
    const open = vi.fn();
    renderWithServices(<RelationshipsGraph kNumber={kNumber} onOpenDevice={open} />, server.services);
    await screen.findByRole('figure');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: TEXT.expand(parent.k_number) }));
    const collapse = await screen.findByRole('button', { name: TEXT.collapse(parent.k_number) });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    // The control reads 'collapse' while the predicates load: wait until they have.
    await waitFor(() => expect(collapse).toHaveAttribute('aria-busy', 'false'));
    const direct = new Set([...record.predicate_devices, ...record.postdicate_devices].map((d) => d.k_number));
    const older = grandparents.filter((d) => !direct.has(d.k_number)).slice(0, PAGE_SIZE);
    expect(older.length).toBeGreaterThan(0);
    for (const d of older) {
      expect(drawn()).toContain(d.k_number);
      expect(placed(d.k_number).x).toBeLessThan(placed(parent.k_number).x);
      expect(node(d.k_number)).toHaveAttribute('aria-label', expect.stringContaining(TEXT.generationsBack(2)));
    }

    await user.click(screen.getByRole('button', { name: TEXT.collapse(parent.k_number) }));
    for (const d of older) expect(drawn()).not.toContain(d.k_number);

    await user.click(node(parent.k_number));
    expect(open).toHaveBeenLastCalledWith(parent.k_number);
    node(kNumber).focus();
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenLastCalledWith(kNumber);
  });

  it('says so in the tooltip when a linked device has no record in the imported data', async () => {
    const { rows } = await sql<{ device: string; predicate: string }>`
      select l.device, l.predicate from fda_predicate_links l join fda_devices d on d.k_number = l.device
      where not exists (select 1 from fda_devices p where p.k_number = l.predicate)
      order by l.device limit 1`.execute(server.db);
    const { device, predicate } = rows[0]!;
    renderWithServices(<RelationshipsGraph kNumber={device} />, server.services);
    await screen.findByRole('figure');
    expect(node(predicate)).toHaveAttribute('aria-label', expect.stringContaining(TEXT.noRecord));
    fireEvent.mouseEnter(node(predicate));
    expect(screen.getByRole('tooltip')).toHaveTextContent(`${predicate}${TEXT.noRecord}`);
  });

  it('pages the postdicates of the most cited device, newest first, so a big side stays at one page of nodes', async () => {
    const { kNumber, postdicates } = await mostCitedDevice();
    const total = postdicates.length;
    expect(total).toBeGreaterThan(4 * PAGE_SIZE);
    renderWithServices(<RelationshipsGraph kNumber={kNumber} />, server.services);
    await screen.findByRole('figure');
    const pager = screen.getByRole('group', { name: TEXT.column(1) });
    const previous = within(pager).getByRole('button', { name: TEXT.previousPage(TEXT.column(1)) });
    const next = within(pager).getByRole('button', { name: TEXT.nextPage(TEXT.column(1)) });
    const postdicatesShown = () => drawn().filter((k) => k !== kNumber && placed(k).x > placed(kNumber).x);

    expect(pager).toHaveTextContent(TEXT.page(1, PAGE_SIZE, total));
    expect(postdicatesShown()).toEqual(postdicates.slice(0, PAGE_SIZE));
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(document.querySelectorAll('.cw-graph-edge')).toHaveLength(drawn().length - 1);

    const user = userEvent.setup();
    await user.click(next);
    expect(pager).toHaveTextContent(TEXT.page(PAGE_SIZE + 1, 2 * PAGE_SIZE, total));
    expect(postdicatesShown()).toEqual(postdicates.slice(PAGE_SIZE, 2 * PAGE_SIZE));
    expect(previous).not.toHaveAttribute('aria-disabled');

    const pages = Math.ceil(total / PAGE_SIZE);
    for (let page = 2; page < pages; page++) await user.click(next);
    expect(pager).toHaveTextContent(TEXT.page((pages - 1) * PAGE_SIZE + 1, total, total));
    expect(postdicatesShown()).toEqual(postdicates.slice((pages - 1) * PAGE_SIZE));
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(pager).toHaveTextContent(TEXT.page((pages - 1) * PAGE_SIZE + 1, total, total));
  });

  it('shows the full lineage of a device with 500+ relationships a generation per column, each a page at a time, and says it is cut', async () => {
    // Of the devices that cite the most predicates, the one whose lineage holds the most links (no device has 500+ direct links).
    const { rows } = await sql<{ device: string }>`
      select device from fda_predicate_links group by device order by count(*) desc, device limit 12`.execute(server.db);
    const linksWithin = (lineage: DeviceLineage) => {
      const inLineage = new Set(lineage.nodes.map((n) => n.k_number));
      return lineage.nodes.reduce((sum, n) => sum + n.predicates.filter(({ k_number }) => inLineage.has(k_number)).length, 0);
    };
    const lineages = await Promise.all(rows.map((row) => api().lineage(row.device)));
    const lineage = lineages.reduce((best, next) => (linksWithin(next) > linksWithin(best) ? next : best));
    const kNumber = lineage.k_number;
    expect(linksWithin(lineage)).toBeGreaterThanOrEqual(500);
    expect(lineage.nodes).toHaveLength(LINEAGE_MAX_NODES);
    expect(lineage.truncated).toBe(true);

    renderWithServices(<RelationshipsGraph kNumber={kNumber} />, server.services);
    await screen.findByRole('figure');
    await userEvent.click(screen.getByRole('button', { name: TEXT.fullLineage }));
    const generations = Math.max(...lineage.nodes.map((n) => n.generation));
    expect(await screen.findByText(TEXT.lineageTruncated(lineage.nodes.length, generations))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('figure')).toHaveAttribute('data-graph-mode', 'lineage'));
    expect(screen.getByRole('button', { name: TEXT.directOnly })).toHaveAttribute('aria-pressed', 'true');

    const columns = new Map<number, string[]>();
    for (const k of drawn()) columns.set(placed(k).x, [...(columns.get(placed(k).x) ?? []), k]);
    expect(columns.size).toBe(generations + 1);
    for (let generation = 0; generation <= generations; generation++) {
      const members = lineage.nodes.filter((n) => n.generation === generation).length;
      const column = [...columns.entries()].sort(([a], [b]) => b - a)[generation]![1];
      expect(column).toHaveLength(Math.min(members, PAGE_SIZE));
      if (members > PAGE_SIZE) {
        expect(screen.getByRole('group', { name: TEXT.column(-generation) })).toHaveTextContent(TEXT.page(1, PAGE_SIZE, members));
      }
    }
    const shown = new Set(drawn());
    const linksShown = lineage.nodes.flatMap((n) => (shown.has(n.k_number) ? n.predicates.filter(({ k_number }) => shown.has(k_number) && k_number !== n.k_number) : []));
    expect(document.querySelectorAll('.cw-graph-edge')).toHaveLength(linksShown.length);
    // Each drawn link is styled by where it is stated and names its sources; the status counts the recalled ancestors.
    const sourcesOf = new Map(lineage.nodes.flatMap((n) => n.predicates.map((edge) => [`${n.k_number} cites ${edge.k_number}`, edge.sources] as const)));
    for (const edge of document.querySelectorAll('.cw-graph-edge')) {
      const title = edge.querySelector('title')!.textContent!;
      const [from, to] = title.slice(0, title.indexOf(':')).split(' cites ') as [string, string];
      const sources = sourcesOf.get(`${from} cites ${to}`)!;
      expect(sources.length).toBeGreaterThan(0);
      expect(edge).toHaveAttribute('data-source', edgeKind(sources));
      expect(title).toBe(TEXT.link(from, to, sources));
    }
    const recalled = recalledAncestors(lineage);
    expect(recalled.ancestors.length).toBeGreaterThan(0);
    expect(screen.getByText(TEXT.recalledAncestors(recalled.ancestors.length, recalled.mostSerious))).toBeInTheDocument();
    // No expansion controls in the lineage: it holds every ancestor the walk reached.
    expect(document.querySelector('.cw-graph-expand')).toBeNull();
  });

  it('says when a device has no relationships, and when the K-number is known nowhere', async () => {
    const { rows } = await sql<{ k_number: string }>`
      select k_number from fda_devices d
      where not exists (select 1 from fda_predicate_links l where l.device = d.k_number or l.predicate = d.k_number)
      order by k_number limit 1`.execute(server.db);
    const lonely = rows[0]!.k_number;
    const { unmount } = renderWithServices(<RelationshipsGraph kNumber={lonely} />, server.services);
    expect(await screen.findByText(TEXT.empty(lonely))).toBeInTheDocument();
    unmount();

    const { rows: known } = await sql<{ n: number }>`
      select count(*)::int as n from fda_devices where k_number = 'K999998'
      union all select count(*)::int from fda_predicate_links where device = 'K999998' or predicate = 'K999998'`.execute(server.db);
    expect(known.map((row) => row.n)).toEqual([0, 0]);
    renderWithServices(<RelationshipsGraph kNumber="K999998" />, server.services);
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT.error('No device found for K-number: K999998'));
  });
});
