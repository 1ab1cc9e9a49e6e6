import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { unreachableServices } from '../../../tests/app-services';
import type { PlansOverview } from '../../api/contracts/payments';
import { beginSession, endSession } from '../../app/auth/session';
import { UserMenu } from '../../app/shell/UserMenu';
import { setNavigator } from '../../app/workflow/navigation';
import { getContext } from '../../commands/context';
import { CommandDisabledError } from '../../commands/errors';
import { commandRegistry } from '../../commands/registry';
import { PluginHost } from '../host/plugin-host';
import { PAYMENTS_ENABLED_KEY } from './commands';
import { plansPlugin } from './index';

/** The plans plugin with the real registry; the payments service answers whether payments are on. */
let paymentsEnabled = true;
const overview = (): PlansOverview => ({
  payments_enabled: paymentsEnabled,
  publishable_key: paymentsEnabled ? 'pk_test_1' : null,
  plans: [],
  current_plan: { id: 'free', name: 'Free', since: null },
});
const plans = vi.fn(async () => overview());
const navigations: string[] = [];
let host: PluginHost;
let navigator: { dispose(): void };

beforeAll(async () => {
  const services = unreachableServices();
  host = new PluginHost({ services: { ...services, payments: { ...services.payments, plans } } });
  await host.activate([plansPlugin]);
  navigator = setNavigator((path) => navigations.push(path));
});
afterEach(() => {
  endSession();
  plans.mockClear();
  navigations.length = 0;
});
afterAll(() => {
  navigator.dispose();
  host.deactivateAll();
});

async function signIn(enabled: boolean, uid: string) {
  paymentsEnabled = enabled;
  beginSession({ uid, email: `${uid}@example.test` }, async () => 'token');
  await waitFor(() => expect(plans).toHaveBeenCalled());
  await waitFor(() => expect(getContext()[PAYMENTS_ENABLED_KEY]).toBe(enabled));
}

const visible = () => commandRegistry.describe('plans.open', getContext())?.visible;

describe("'plans.open'", () => {
  it('opens the plans page while the server sells plans', async () => {
    await signIn(true, 'u-plans-on');
    expect(visible()).toBe(true);
    expect(commandRegistry.get('plans.open')).toMatchObject({ title: 'Open plans', category: 'Account' });
    await commandRegistry.execute('plans.open', undefined, 'test');
    expect(navigations).toEqual(['/plans']);
  });

  it('is hidden while payments are off, and while signed out', async () => {
    expect(visible()).toBe(false);
    await signIn(false, 'u-plans-off');
    expect(visible()).toBe(false);
    await expect(commandRegistry.execute('plans.open', undefined, 'test')).rejects.toBeInstanceOf(CommandDisabledError);
    expect(navigations).toEqual([]);
  });

  it('stays hidden when the server cannot be asked', async () => {
    plans.mockRejectedValueOnce(new Error('offline'));
    beginSession({ uid: 'u-plans-offline', email: 'offline@example.test' }, async () => 'token');
    await waitFor(() => expect(plans).toHaveBeenCalled());
    expect(visible()).toBe(false);
  });
});

describe("the user menu's Plans entry", () => {
  const openMenu = async () => {
    const user = userEvent.setup();
    render(<UserMenu />);
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    return user;
  };

  it('is there while payments are on, and opens the plans page', async () => {
    await signIn(true, 'u-menu-on');
    const user = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Plans' }));
    await waitFor(() => expect(navigations).toEqual(['/plans']));
  });

  it('is hidden while payments are off', async () => {
    await signIn(false, 'u-menu-off');
    await openMenu();
    expect(screen.getByRole('menu', { name: 'User menu' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Plans' })).not.toBeInTheDocument();
  });
});
