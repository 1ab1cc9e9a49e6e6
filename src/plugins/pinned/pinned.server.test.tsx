import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { servicesFor } from '../../../tests/app-services';
import { useClientTestServer } from '../../../tests/client-test-server';
import type { EmulatorUser } from '../../../server/testing/emulator-user.ts';
import type { SourceRef } from '../../api/contracts/ai';
import { PINNED_SOURCES_MESSAGES } from '../../api/contracts/pinned-sources';
import { guidanceSource, kNumberSource, productCodeSource } from '../../api/text/fda-source-refs';
import { session$ } from '../../app/auth/session';
import { setNavigator } from '../../app/workflow/navigation';
import { getContext } from '../../commands/context';
import { commandRegistry } from '../../commands/registry';
import type { ArgsParam, CommandId, Disposable } from '../../commands/types';
import { PINNED_KEYS_KEY } from '../../panels/pinned/pinned-keys';
import { accountPlugin } from '../account';
import { PluginHost } from '../host/plugin-host';
import { predicateLibraryPlugin } from '../predicate-library';
import { pinnedPlugin } from './index';
import { PinnedList } from './PinnedList';
import { PINNED_TEXTS } from './pinned-texts';
import { pinned$ } from './store';

/** The pinned plugin's commands and the Pinned list against the real server on loopback, as two users. */
const running = useClientTestServer();

const device: SourceRef = kNumberSource('K213456', 'Pulse oximeter');
const code: SourceRef = productCodeSource('DQA', 'Oximeter');
const guidance: SourceRef = guidanceSource('pulse-oximeters.pdf', 'Pulse Oximeters - Premarket Notification Submissions');

let host: PluginHost;
const navigate = vi.fn<(path: string, search?: Record<string, string>) => void>();
const cleanups: Disposable[] = [];

beforeEach(() => {
  navigate.mockReset();
  cleanups.push(setNavigator(navigate));
});

afterEach(async () => {
  host?.deactivateAll();
  cleanups.splice(0).forEach((cleanup) => cleanup.dispose());
  session$.set({ status: 'loading', user: null });
  vi.restoreAllMocks();
  // Each test starts from no pins.
  for (const user of [running.alice, running.bob]) {
    const pins = running.servicesOf(user).pinnedSources;
    for (const pin of await pins.list()) await pins.unpin({ id: pin.id });
  }
});

function signIn(user: EmulatorUser | null) {
  session$.set(user ? { status: 'signed-in', user: { uid: user.uid, email: user.email } } : { status: 'signed-out', user: null });
}

/** The plugin as the app starts it, its services signed in as whoever the session says. */
async function start(user: EmulatorUser) {
  let current = user;
  host = new PluginHost({
    services: servicesFor(running.server, () => current.idToken),
    onError: (error) => {
      throw error;
    },
  });
  signIn(user);
  await host.activate([accountPlugin, predicateLibraryPlugin, pinnedPlugin]);
  await waitFor(() => expect(pinned$.loaded.peek()).toBe(true));
  return {
    switchTo(next: EmulatorUser | null) {
      if (next) current = next;
      signIn(next);
    },
  };
}

const run = <K extends CommandId>(id: K, ...args: ArgsParam<K>) => commandRegistry.executeUnchecked(id, args[0], 'test');
const ids = () => pinned$.pins.peek().map((pin) => pin.source.id);

describe('the pinned commands', { timeout: 30_000 }, () => {
  it("load the signed-in user's pins, follow a change of user and forget them on sign-out", async () => {
    await running.servicesOf(running.alice).pinnedSources.pin(device);
    await running.servicesOf(running.alice).pinnedSources.pin(code);
    const app = await start(running.alice);
    expect(ids()).toEqual(['DQA', 'K213456']);
    expect(getContext()[PINNED_KEYS_KEY]).toEqual(['product_code:DQA', 'k_number:K213456']);

    app.switchTo(running.bob);
    await waitFor(() => expect(pinned$.peek()).toMatchObject({ owner: running.bob.uid, loaded: true, pins: [] }));
    app.switchTo(null);
    expect(pinned$.peek()).toMatchObject({ owner: null, loaded: false, pins: [] });
    expect(commandRegistry.describe('pinned.pin', commandRegistry.context())?.visible).toBe(false);
  });

  it('pin a source once; a source pinned in another window shows as pinned after the refusal', async () => {
    await start(running.alice);
    await run('pinned.pin', { source: device });
    expect(ids()).toEqual(['K213456']);
    expect((await running.servicesOf(running.alice).pinnedSources.list()).map((pin) => pin.source)).toEqual([device]);
    await expect(run('pinned.pin', { source: { ...device, id: 'k213456' } })).rejects.toThrow(PINNED_SOURCES_MESSAGES.duplicate);

    await running.servicesOf(running.alice).pinnedSources.pin(code);
    await expect(run('pinned.pin', { source: code })).rejects.toMatchObject({ status: 409, message: PINNED_SOURCES_MESSAGES.duplicate });
    await waitFor(() => expect(ids()).toEqual(['DQA', 'K213456']));
  });

  it('unpin by pin id or by source', async () => {
    await start(running.alice);
    await run('pinned.pin', { source: device });
    await run('pinned.pin', { source: code });
    await run('pinned.unpin', { source: { kind: 'product_code', id: 'DQA' } });
    expect(ids()).toEqual(['K213456']);
    await run('pinned.unpin', { id: pinned$.pins.peek()[0]!.id });
    expect(ids()).toEqual([]);
    expect(await running.servicesOf(running.alice).pinnedSources.list()).toEqual([]);
    await expect(run('pinned.unpin', { source: { kind: 'k_number', id: 'K213456' } })).rejects.toMatchObject({ status: 404 });
  });

  it("open a K-number on the Predicate Devices page, anything else on its page in a new tab", async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    await start(running.alice);
    await run('pinned.pin', { source: device });
    await run('pinned.pin', { source: code });
    await run('pinned.pin', { source: guidance });
    const idOf = (id: string) => pinned$.pins.peek().find((pin) => pin.source.id === id)!.id;

    await run('pinned.open', { id: idOf('K213456') });
    expect(navigate).toHaveBeenCalledWith('/predicates', { k: 'K213456' });
    await run('pinned.open', { id: idOf('DQA') });
    expect(opened).toHaveBeenCalledWith(code.url, '_blank', 'noopener,noreferrer');
    // The guidance file has no docket, so no page.
    await expect(run('pinned.open', { id: idOf('pulse-oximeters.pdf') })).rejects.toThrow(PINNED_TEXTS.noPage(guidance.label));
    await expect(run('pinned.open', { id: 'pin_unknown' })).rejects.toThrow(PINNED_SOURCES_MESSAGES.notFound);
    expect(opened).toHaveBeenCalledTimes(1);
  });
});

describe('the Pinned list', { timeout: 30_000 }, () => {
  it('says when nothing is pinned, lists the pins newest first, opens and unpins them', async () => {
    const user = userEvent.setup();
    await start(running.alice);
    render(<PinnedList />);
    const list = screen.getByRole('navigation', { name: 'Pinned sources' });
    expect(within(list).getByText(PINNED_TEXTS.empty)).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Pinned (0)' })).toHaveAttribute('aria-expanded', 'true');

    await run('pinned.pin', { source: device });
    await run('pinned.pin', { source: code });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Product codeDQA: OximeterUnpin', 'K-numberK213456: Pulse oximeterUnpin']);

    await user.click(within(list).getByRole('button', { name: 'Open K213456: Pulse oximeter' }));
    expect(navigate).toHaveBeenCalledWith('/predicates', { k: 'K213456' });

    await user.click(within(list).getByRole('button', { name: 'Unpin DQA: Oximeter' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(await running.servicesOf(running.alice).pinnedSources.list()).toEqual([expect.objectContaining({ source: device })]);

    await user.click(within(list).getByRole('button', { name: 'Pinned (1)' }));
    expect(within(list).queryByRole('listitem')).toBeNull();
  });

  it('shows nothing when signed out or without the plugin', async () => {
    const { container } = render(<PinnedList />);
    expect(container).toBeEmptyDOMElement();
    const app = await start(running.alice);
    app.switchTo(null);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Pinned sources' })).not.toBeInTheDocument());
  });
});
