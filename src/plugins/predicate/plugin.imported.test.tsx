import { act, screen } from '@testing-library/react';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMPORT_TIMEOUT_MS } from '../../../server/testing/imported-database.ts';
import { startDataServer, type DataTestServer } from '../../../tests/data-server';
import { renderWithServices } from '../../../tests/render-with-services';
import { dataApi } from '../../api/data';
import { clearAllCache } from '../../app/workflow/clear-cache';
import { contributionRegistry } from '../host/contributions';
import { setContextKey } from '../../commands/context';
import { commandRegistry } from '../../commands/registry';
import type { Disposable } from '../../commands/types';
import { toast } from '../../panels/toast';
import { usDate } from '../../api/text/us-date';
import { SELECTED_PRODUCT_CODE_KEY } from '../classification/context-keys';
import { PROFILE_GET, type ProfileSnapshot } from '../common/profile-requests';
import { createRequestBus } from '../host/create-request-bus';
import { PluginHost } from '../host/plugin-host';
import { workflowPlugin } from '../workflow';
import { CURRENT_STEP_KEY } from '../workflow/context-keys';
import { predicateBoard$ } from './board/board-state';
import { DEVICE_LIST_MESSAGES } from './board/texts';
import { DEVICE_SIDE_PANEL_ID } from './board/view-commands';
import { PREDICATE_STEP_INDEX } from './comparison/command-kit';
import { comparison$ } from './comparison/store';
import DeviceSidePanel from './details/DeviceSidePanel';
import { predicatePlugin } from './index';
import { predicateKNumbers } from './predicate-k-numbers';
import { devicesOf } from './store';

/**
 * The predicate board's commands with the real plugin against the real server (on loopback, over the
 * 510(k) files and links: the dataset list the device tests import). The test sets the selected scenario
 * and the step as the classification and workflow plugins would, and answers the profile request.
 */
let server: DataTestServer;
let host: PluginHost;
const keys: Disposable[] = [];
const toasts: string[] = [];
let code: string;
let kNumbers: string[];

const profile: ProfileSnapshot = {
  role: '',
  device_name: 'Fingertip pulse oximeter',
  description: 'Measures SpO2 and pulse rate.',
  intended_use: 'Spot checks in adults.',
  key_specifications: '',
  functionality: '',
  references: '',
  attachments: [],
  finalized: false,
};

const run = <A,>(id: string, args?: A) => commandRegistry.executeUnchecked(id, args, 'test');

beforeAll(async () => {
  server = await startDataServer();
  const { rows } = await sql<{ product_code: string }>`
    select product_code from fda_devices where product_code is not null and k_number like 'K%'
    group by product_code having count(*) >= 4 order by product_code limit 1`.execute(server.db);
  code = rows[0]!.product_code;
  const devices = await sql<{ k_number: string }>`
    select k_number from fda_devices where product_code = ${code} and k_number like 'K%' order by k_number limit 3`.execute(server.db);
  kNumbers = devices.rows.map((row) => row.k_number);

  for (const kind of ['success', 'error', 'info', 'warning'] as const) vi.spyOn(toast, kind).mockImplementation((message: string) => toasts.push(message));
  clearAllCache({ reload: false });
  const bus = createRequestBus();
  bus.handle('profile', PROFILE_GET, () => ({ ...profile }));
  host = new PluginHost({ bus, services: server.services });
  await host.activate([workflowPlugin, predicatePlugin]);
  keys.push(setContextKey(CURRENT_STEP_KEY, PREDICATE_STEP_INDEX), setContextKey(SELECTED_PRODUCT_CODE_KEY, code));
}, IMPORT_TIMEOUT_MS);

afterEach(() => {
  toasts.length = 0;
  predicateBoard$.search.error.set(null);
});

afterAll(async () => {
  keys.splice(0).forEach((key) => key.dispose());
  host?.deactivateAll();
  vi.restoreAllMocks();
  await server?.close();
});

const listed = () => devicesOf(code).map((device) => `${device.order}:${device.kNumber}`);

describe('the predicate board against the real data', () => {
  it('adds devices by K-number as the data holds them, in order, with the spec’s toast', async () => {
    for (const kNumber of kNumbers) await run('predicate.add-device', { kNumber: ` ${kNumber.toLowerCase()} ` });
    expect(listed()).toEqual(kNumbers.map((k, i) => `${i + 1}:${k}`));
    expect(toasts).toEqual(kNumbers.map((k) => DEVICE_LIST_MESSAGES.added(k)));
    const row = await dataApi(server.services.clients).device(kNumbers[0]!);
    expect(devicesOf(code)[0]).toMatchObject({
      deviceName: row.device_name,
      applicant: row.applicant,
      decisionDate: row.decision_date,
      processingTime: row.processing_time_days,
      productCode: code,
      finalConfidenceScore: null,
    });
  });

  it('refuses a listed, an unknown and a blank K-number with the spec’s messages in the search box', async () => {
    const unknown = 'K999998';
    expect((await sql<{ n: number }>`select count(*)::int as n from fda_devices where k_number = ${unknown}`.execute(server.db)).rows[0]!.n).toBe(0);
    for (const [text, message] of [
      [kNumbers[0]!, DEVICE_LIST_MESSAGES.duplicate(kNumbers[0]!)],
      [unknown, DEVICE_LIST_MESSAGES.notFound(unknown)],
      ['  ', DEVICE_LIST_MESSAGES.kNumberRequired],
    ] as const) {
      await expect(run('predicate.add-device', { kNumber: text })).rejects.toThrow(message);
      expect(predicateBoard$.search.error.peek()).toBe(message);
    }
    expect(toasts).toEqual([]);
    expect(listed()).toHaveLength(3);
  });

  it('reorders and moves with the spec’s toast; the same order does nothing', async () => {
    const [a, b, c] = kNumbers as [string, string, string];
    await run('predicate.reorder', { kNumbers: [c, a, b] });
    expect(listed()).toEqual([`1:${c}`, `2:${a}`, `3:${b}`]);
    await run('predicate.move-later', { kNumber: c });
    expect(listed()).toEqual([`1:${a}`, `2:${c}`, `3:${b}`]);
    await run('predicate.reorder', { kNumbers: [a, c, b] });
    expect(toasts).toEqual([DEVICE_LIST_MESSAGES.orderUpdated, DEVICE_LIST_MESSAGES.orderUpdated]);
    await expect(run('predicate.reorder', { kNumbers: [a, b] })).rejects.toThrow(DEVICE_LIST_MESSAGES.reorderInvalid);
  });

  it('needs a chosen predicate to move on; later steps then use the chosen ones', async () => {
    const step = contributionRegistry.stepContribution('predicate')!;
    expect(await step.beforeNext!()).toBe(DEVICE_LIST_MESSAGES.chooseOne);
    expect(predicateKNumbers(code)).toEqual(devicesOf(code).map((device) => device.kNumber));
    await run('predicate.add-to-comparison', { kNumber: kNumbers[2]! });
    expect(await step.beforeNext!()).toBe(true);
    expect(predicateKNumbers(code)).toEqual([kNumbers[2]]);
  });

  it('opens a device’s record in the side panel with its real fields', async () => {
    const kNumber = kNumbers[1]!;
    await run('predicate.open-details', { kNumber });
    expect(predicateBoard$.sidePanelDevice.peek()).toBe(kNumber);
    expect(contributionRegistry.contributions$.sidePanels.peek().map((panel) => panel.id)).toContain(DEVICE_SIDE_PANEL_ID);
    const row = await dataApi(server.services.clients).device(kNumber);
    renderWithServices(<DeviceSidePanel />, server.services);
    expect(await screen.findByRole('heading', { name: row.device_name! })).toBeInTheDocument();
    expect(screen.getByText('K-NUMBER').nextElementSibling).toHaveTextContent(kNumber);
    expect(screen.getByText('APPLICANT').nextElementSibling).toHaveTextContent(row.applicant ?? '-');
    expect(screen.getByText('DATE CLEARED').nextElementSibling).toHaveTextContent(row.decision_date ? usDate(row.decision_date) : '-');
    expect(screen.getByText('CLEARENCE TIME').nextElementSibling).toHaveTextContent(row.processing_time_days === null ? '-' : `${row.processing_time_days} days`);
  });

  it('deletes after confirmation, renumbering the rest and leaving the comparison', async () => {
    const kNumber = kNumbers[2]!;
    await run('predicate.delete-device', { kNumber });
    expect(predicateBoard$.confirmDelete.peek()).toBe(kNumber);
    expect(listed()).toHaveLength(3);
    await act(() => run('predicate.delete-device', { kNumber, confirmed: true }));
    expect(listed()).toEqual([`1:${kNumbers[0]}`, `2:${kNumbers[1]}`]);
    expect(toasts).toContain(DEVICE_LIST_MESSAGES.deleted(kNumber));
    expect(comparison$.byProductCode[code]!.selectedKNumbers.peek()).not.toContain(kNumber);
    await expect(run('predicate.delete-device', { kNumber, confirmed: true })).rejects.toThrow(DEVICE_LIST_MESSAGES.notInList(kNumber));
  });
});
