import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { servicesFor } from '../../../tests/app-services';
import { useClientTestServer } from '../../../tests/client-test-server';
import { createWatchRuns } from '../../../server/modules/watch/watch-runs.ts';
import { session$ } from '../../app/auth/session';
import { WatchSidebarButton } from '../../app/shell/WatchSidebarButton';
import { setNavigator } from '../../app/workflow/navigation';
import { getContext } from '../../commands/context';
import { commandRegistry } from '../../commands/registry';
import type { ArgsParam, CommandId, Disposable } from '../../commands/types';
import { WATCHED_KEYS_KEY } from '../../panels/watch/watch-keys';
import { WatchButton } from '../../panels/watch/WatchButton';
import { accountPlugin } from '../account';
import { PluginHost } from '../host/plugin-host';
import { watchPlugin } from './index';
import { watch$ } from './store';
import WatchPanel from './WatchPanel';

/**
 * The watch plugin against the real server on loopback: watching from a button, a data change the server computes
 * (a 510(k) of the watched applicant, made by the test, met by a watch run as an import's would be), the sidebar's
 * count, the event in the Watch panel and marking it seen.
 */
const running = useClientTestServer();

let host: PluginHost;
const cleanups: Disposable[] = [];

afterEach(() => {
  host?.deactivateAll();
  cleanups.splice(0).forEach((cleanup) => cleanup.dispose());
  session$.set({ status: 'loading', user: null });
});

const run = <K extends CommandId>(id: K, ...args: ArgsParam<K>) => commandRegistry.executeUnchecked(id, args[0], 'test');

describe('the watch plugin', { timeout: 30_000 }, () => {
  it('watches an applicant from its button, counts the new clearance after a data change, opens it and marks it seen', async () => {
    const user = running.alice;
    cleanups.push(setNavigator(vi.fn()));
    host = new PluginHost({ services: servicesFor(running.server, () => user.idToken), onError: (error) => { throw error; } });
    session$.set({ status: 'signed-in', user: { uid: user.uid, email: user.email } });
    await host.activate([accountPlugin, watchPlugin]);
    await waitFor(() => expect(watch$.loaded.peek()).toBe(true), { timeout: 10_000 });

    render(
      <>
        <WatchButton kind="applicant" value="Acme Pulse Medical, Inc." />
        <WatchSidebarButton />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Watch Acme Pulse Medical, Inc.' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Watching Acme Pulse Medical, Inc.' })).toBeDisabled());
    expect(getContext()[WATCHED_KEYS_KEY]).toEqual(['applicant:Acme Pulse Medical, Inc.']);
    expect(screen.getByRole('button', { name: 'Watch' })).toBeInTheDocument();

    await running.server.db
      .insertInto('fda_devices')
      .values({ k_number: 'K279901', device_name: 'Test pulse oximeter', applicant: 'ACME PULSE MEDICAL LLC', product_code: 'DQA', decision_date: '2026-08-04', sources: ['test'] })
      .execute();
    const outcome = await createWatchRuns(running.server.db).afterDataChange('test');
    expect(outcome.events).toBe(1);

    await run('watch.open');
    const badge = await screen.findByRole('button', { name: 'Watch: 1 new event not yet seen' });
    expect(within(badge).getByTestId('watch-unseen')).toHaveTextContent('1');

    render(<WatchPanel />);
    const event = await screen.findByRole('button', { name: /^New clearance K279901: Test pulse oximeter \(ACME PULSE MEDICAL LLC\)/ });
    expect(event).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Mark seen: New clearance K279901/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Watch' })).toBeInTheDocument());
    expect(screen.queryByTestId('watch-unseen')).toBeNull();
    expect((await running.servicesOf(user).watch.events()).unseen).toBe(0);
  });
});
