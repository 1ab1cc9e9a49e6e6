import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_TIMEOUT_MS } from '../../../server/testing/imported-database.ts';
import { startDataServer, type DataTestServer } from '../../../tests/data-server';
import { renderWithServices } from '../../../tests/render-with-services';
import { kNumberSource } from '../../api/text/fda-source-refs';
import { stubPinCommands } from '../pinned/pin-test-commands';
import { DeviceDetailPanel } from './DeviceDetailPanel';

/** The device detail panel's pin button, over a real device of the imported FDA files. */
let server: DataTestServer;
beforeAll(async () => {
  server = await startDataServer();
}, IMPORT_TIMEOUT_MS);
afterAll(() => server?.close());

let stubs: ReturnType<typeof stubPinCommands> | undefined;
afterEach(() => stubs?.dispose());

describe("the device detail panel's K-number", () => {
  it('pins the device as the source its record gives', async () => {
    const device = await server.db
      .selectFrom('fda_devices')
      .select(['k_number', 'device_name'])
      .where('device_name', 'is not', null)
      .orderBy('k_number', 'desc')
      .executeTakeFirstOrThrow();
    stubs = stubPinCommands();
    const user = userEvent.setup();
    renderWithServices(<DeviceDetailPanel kNumber={device.k_number.toLowerCase()} />, server.services);

    const source = kNumberSource(device.k_number, device.device_name);
    await user.click(await screen.findByRole('button', { name: `Pin ${source.label}` }));
    expect(stubs.runs.pin).toHaveBeenCalledWith({ source });
  });
});
