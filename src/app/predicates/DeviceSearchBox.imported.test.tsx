import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMPORT_TIMEOUT_MS } from '../../../server/testing/imported-database.ts';
import { startDataServer, type DataTestServer } from '../../../tests/data-server';
import { renderWithServices } from '../../../tests/render-with-services';
import { dataApi } from '../../api/data';
import { DeviceSearchBox } from './DeviceSearchBox';
import { LIBRARY_TEXTS } from './library-texts';

/** The Predicate Devices type-ahead against the real server on loopback, over the imported FDA files. */

let server: DataTestServer;
beforeAll(async () => {
  server = await startDataServer();
}, IMPORT_TIMEOUT_MS);
afterAll(() => server?.close());

/** Two device names of the data, each the first hit of its own search and not of the other's. */
async function twoSearches(): Promise<[string, string]> {
  const { rows } = await sql<{ device_name: string }>`
    select device_name from fda_devices
    where device_name ~ '^[A-Za-z][A-Za-z ]{14,30}[a-z]$' and k_number like 'K%'
    group by device_name having count(*) = 1
    order by device_name limit 40`.execute(server.db);
  const firstHit = async (text: string) => (await dataApi(server.services.clients).searchDevices(text))[0]?.k_number;
  for (const [index, { device_name: before }] of rows.entries()) {
    const after = rows[rows.length - 1 - index]!.device_name;
    if (before !== after && (await firstHit(before)) !== (await firstHit(after))) return [before, after];
  }
  throw new Error('No two device names with different first hits');
}

describe('DeviceSearchBox', () => {
  it("opens the first hit of the text typed when Enter comes before its hits, not the previous search's", async () => {
    const [before, after] = await twoSearches();
    const expected = (await dataApi(server.services.clients).searchDevices(after))[0]!.k_number;
    const onOpen = vi.fn();
    const user = userEvent.setup();
    renderWithServices(<DeviceSearchBox onOpen={onOpen} />, server.services);
    const box = screen.getByRole('combobox', { name: LIBRARY_TEXTS.search.label });

    await user.type(box, before);
    await screen.findAllByRole('option');
    await user.clear(box);
    await user.type(box, `${after}{Enter}`);
    expect(onOpen).not.toHaveBeenCalled();
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith(expected));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('forgets a waiting Enter when the text changes before the hits arrive', async () => {
    const [before, after] = await twoSearches();
    const onOpen = vi.fn();
    const user = userEvent.setup();
    renderWithServices(<DeviceSearchBox onOpen={onOpen} />, server.services);
    const box = screen.getByRole('combobox', { name: LIBRARY_TEXTS.search.label });

    await user.type(box, `${before}{Enter}`);
    await user.type(box, 'x');
    await user.clear(box);
    await user.type(box, after);
    await screen.findAllByRole('option');
    expect(onOpen).not.toHaveBeenCalled();
  });
});
