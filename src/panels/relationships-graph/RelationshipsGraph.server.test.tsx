import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMPORT_TIMEOUT_MS } from '../../../server/testing/imported-database.ts';
import { startDataServer, type DataTestServer } from '../../../tests/data-server';
import { renderWithServices } from '../../../tests/render-with-services';
import { dataApi } from '../../api/data';
import { usDate } from '../us-date';
import { PAGE_SIZE } from './graph-model';
import { GRAPH_TEXTS as TEXT } from './graph-texts';
import { RelationshipsGraph } from './RelationshipsGraph';

/** The graph against the real server over the 510(k) files and links (the dataset list the device tests import). */
let server: DataTestServer;
beforeAll(async () => {
  server = await startDataServer(['product-codes', 'decision-codes', 'devices', 'device-documents', 'predicates']);
}, IMPORT_TIMEOUT_MS);
afterAll(() => server?.close());

const nodes = () => [...document.querySelectorAll('[data-graph-node]')].map((node) => node.getAttribute('data-graph-node'));
const node = (kNumber: string) => document.querySelector(`[data-graph-node="${kNumber}"]`) as HTMLElement;

/** A device the data holds that cites predicates and is cited, one of whose predicates cites predicates too. */
async function linkedDevice(): Promise<string> {
  const { rows } = await sql<{ k_number: string }>`
    select d.k_number from fda_devices d
    where exists (select 1 from fda_predicate_links l where l.predicate = d.k_number)
      and exists (select 1 from fda_predicate_links l join fda_predicate_links up on up.device = l.predicate where l.device = d.k_number)
    order by d.k_number limit 1`.execute(server.db);
  return rows[0]!.k_number;
}

describe('RelationshipsGraph', () => {
  it('draws the device in the centre with its predicates and postdicates, a legend and a tooltip', async () => {
    const kNumber = await linkedDevice();
    const record = await dataApi(server.services.clients).relationships(kNumber);
    renderWithServices(<RelationshipsGraph kNumber={kNumber} />, server.services);
    const graph = await screen.findByRole('figure', { name: TEXT.graphLabel(kNumber) });
    expect(within(graph).getByRole('list', { name: 'Legend' })).toHaveTextContent(/Main Device.*Predicate Devices.*Postdicate Devices/);
    const shown = (side: typeof record.predicate_devices) => side.slice(0, PAGE_SIZE).map((d) => d.k_number).sort();
    expect(nodes().sort()).toEqual([kNumber, ...shown(record.predicate_devices), ...shown(record.postdicate_devices)].sort());

    const main = node(kNumber);
    expect(main.closest('.cw-graph-node')).toHaveAttribute('data-role', 'main');
    const mainX = Number(/translate\(([\d.]+)/.exec(main.closest('.cw-graph-node')!.getAttribute('transform')!)![1]);
    const xOf = (k: string) => Number(/translate\(([\d.]+)/.exec(node(k).closest('.cw-graph-node')!.getAttribute('transform')!)![1]);
    for (const d of record.predicate_devices.slice(0, PAGE_SIZE)) expect(xOf(d.k_number)).toBeLessThan(mainX);
    for (const d of record.postdicate_devices.slice(0, PAGE_SIZE)) expect(xOf(d.k_number)).toBeGreaterThan(mainX);

    const held = record.predicate_devices.find((d) => d.device_name !== null && d.decision_date !== null) ?? record;
    fireEvent.mouseEnter(node(held.k_number));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent(held.k_number);
    expect(tooltip).toHaveTextContent(held.applicant ?? '-');
    expect(tooltip).toHaveTextContent(usDate(held.decision_date!));
  });

  it('zooms between 0.5 and 2 by 1.2x and 0.8x, and resets', async () => {
    renderWithServices(<RelationshipsGraph kNumber={await linkedDevice()} />, server.services);
    const zoom = await screen.findByRole('status', { name: 'Zoom' });
    expect(zoom).toHaveTextContent('100%');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: TEXT.zoomIn }));
    expect(zoom).toHaveTextContent('120%');
    for (let i = 0; i < 6; i++) await user.click(screen.getByRole('button', { name: TEXT.zoomIn }));
    expect(zoom).toHaveTextContent('200%');
    await user.click(screen.getByRole('button', { name: TEXT.zoomReset }));
    expect(zoom).toHaveTextContent('100%');
    for (let i = 0; i < 6; i++) await user.click(screen.getByRole('button', { name: TEXT.zoomOut }));
    expect(zoom).toHaveTextContent('50%');
  });

  it("expands a predicate to its own predicates, one column further left, and opens a device on click", async () => {
    const kNumber = await linkedDevice();
    const record = await dataApi(server.services.clients).relationships(kNumber);
    const parent = record.predicate_devices.find((d) => d.predicate_count > 0)!;
    const grandparents = (await dataApi(server.services.clients).relationships(parent.k_number)).predicate_devices;
    const open = vi.fn();
    renderWithServices(<RelationshipsGraph kNumber={kNumber} onOpenDevice={open} />, server.services);
    await screen.findByRole('figure');
    await userEvent.click(screen.getByRole('button', { name: TEXT.expand(parent.k_number) }));
    await screen.findByRole('button', { name: TEXT.collapse(parent.k_number) });
    for (const d of grandparents) expect(nodes()).toContain(d.k_number);

    await userEvent.click(node(parent.k_number));
    expect(open).toHaveBeenCalledWith(parent.k_number);
  });

  it('pages the postdicates of the most cited device, newest first', async () => {
    const { rows } = await sql<{ predicate: string; n: number }>`
      select predicate, count(*)::int as n from fda_predicate_links group by predicate order by n desc limit 1`.execute(server.db);
    const { predicate: kNumber, n } = rows[0]!;
    expect(n).toBeGreaterThan(2 * PAGE_SIZE);
    renderWithServices(<RelationshipsGraph kNumber={kNumber} />, server.services);
    await screen.findByRole('figure');
    expect(screen.getByText(TEXT.page(1, PAGE_SIZE, n))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: TEXT.nextPage(TEXT.legend.postdicates) }));
    expect(screen.getByText(TEXT.page(PAGE_SIZE + 1, 2 * PAGE_SIZE, n))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXT.previousPage(TEXT.legend.postdicates) })).toBeEnabled();
  });

  it('says when a device has no relationships, and when the K-number is known nowhere', async () => {
    const { rows } = await sql<{ k_number: string }>`
      select k_number from fda_devices d where not exists (select 1 from fda_predicate_links l where l.device = d.k_number or l.predicate = d.k_number)
      order by k_number limit 1`.execute(server.db);
    const lonely = rows[0]!.k_number;
    const { unmount } = renderWithServices(<RelationshipsGraph kNumber={lonely} />, server.services);
    expect(await screen.findByText(TEXT.empty(lonely))).toBeInTheDocument();
    unmount();

    renderWithServices(<RelationshipsGraph kNumber="K999998" />, server.services);
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT.error('No device found for K-number: K999998'));
  });
});
