import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../server/testing/test-app.ts';
import { createEmulatorUser, type EmulatorUser } from '../../../server/testing/emulator-user.ts';
import { servicesFor } from '../../../tests/app-services';
import { beginSession, endSession } from '../../app/auth/session';
import type { AppServices } from '../../app/services';
import { clearAllCache } from '../../app/workflow/clear-cache';
import { setNavigator } from '../../app/workflow/navigation';
import { contextKeys$ } from '../../commands/context';
import { commandRegistry } from '../../commands/registry';
import { PluginHost } from '../host/plugin-host';
import { requestBus } from '../host/create-request-bus';
import { requestMarkFinalized, requestProfile } from '../common/profile-requests';
import { workflowPlugin } from '../workflow';
import { profilerChatStatus$, profilerThread$ } from './chat-store';
import { deviceProfilerPlugin } from './index';
import { deleteProfile, PROFILE_SAVE_DELAY_MS } from './profile-sync';
import { profilerUi$ } from './profiler-ui';
import { emptyProfileState, profile$ } from './store';

/** The device profiler plugin in a plugin host, its commands and requests, and its server copy of the profile. */
let server: TestApp;
let user: EmulatorUser;
let services: AppServices;
let host: PluginHost;

beforeAll(async () => {
  server = await buildTestApp();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  user = await createEmulatorUser();
  services = servicesFor(server, () => user.idToken);
  setNavigator(() => {});
}, 60_000);
afterAll(() => server?.close());

beforeEach(async () => {
  clearAllCache({ reload: false });
  host = new PluginHost({ services });
  await host.activate([workflowPlugin, deviceProfilerPlugin]);
});
afterEach(() => {
  host.deactivateAll();
  endSession();
});

const signIn = () => beginSession({ uid: user.uid, email: user.email }, async () => user.idToken);
const run = (id: string, args?: unknown) => commandRegistry.executeUnchecked(id, args, 'test');
/** Sends through the command, which returns before the reply ends, then waits for the reply. */
async function send(text: string) {
  await run('device-profiler.send', { text });
  await vi.waitFor(() => expect(profilerChatStatus$.streaming.peek()).toBe(false));
}

describe('the device profiler plugin', () => {
  it('runs the interview from commands and answers profile requests', async () => {
    expect(contextKeys$.peek()).toMatchObject({ 'profile.requiredFilled': false, 'profile.finalized': false, 'device-profiler.streaming': false });
    await send('Start the device profiler!');
    await send('skip');
    await send("It's called PulseRing");
    await vi.waitFor(() => expect(profile$.steps.device_name.data.peek()).toBe('PulseRing'));

    expect(await requestProfile(requestBus)).toMatchObject({ device_name: 'PulseRing', description: '', finalized: false });
    await requestMarkFinalized(requestBus);
    expect(profile$.steps.finalize.peek()).toMatchObject({ data: true, confidence_score: 1 });
    expect(contextKeys$.peek()['profile.finalized']).toBe(true);

    await expect(run('device-profiler.stop')).rejects.toThrow('No reply is being written');
    await run('device-profiler.new-conversation');
    expect(profilerThread$.messages.peek()).toEqual([]);
    expect(profile$.steps.device_name.data.peek()).toBe('PulseRing');
  });

  it('edits a completed field by command, and opens the inline editor without a value', async () => {
    await expect(run('device-profiler.edit-field', { field: 'device_name', value: 'X' })).rejects.toThrow('Only completed profile steps can be edited');
    profile$.steps.device_name.assign({ data: 'PulseRing', confidence_score: 90 });

    await run('device-profiler.edit-field', { field: 'device_name', value: '  OxiBand ' });
    expect(profile$.steps.device_name.peek()).toMatchObject({ data: 'OxiBand', confidence_score: 100 });

    await run('device-profiler.edit-field', { field: 'device_name' });
    expect(profilerUi$.editing.peek()).toBe('device_name');
    await expect(run('device-profiler.edit-field', { field: 'attachments' })).rejects.toThrow();
  });

  it('saves the profile on the server once signed in, restores it into an empty browser, and deletes it', async () => {
    signIn();
    profile$.steps.device_name.assign({ data: 'PulseRing', confidence_score: 95 });
    profile$.steps.intended_use.assign({ data: 'Home SpO2 checks', confidence_score: 90 });
    await vi.waitFor(() => expect(profile$.profileId.peek()).not.toBeNull(), { timeout: PROFILE_SAVE_DELAY_MS * 5 });
    const profileId = profile$.profileId.peek()!;
    expect(await services.deviceProfiles.get({ profileId })).toMatchObject({ device_name: 'PulseRing', confidence: { device_name: 95 } });

    // A fresh browser: empty storage, same user.
    host.deactivateAll();
    endSession();
    clearAllCache({ reload: false });
    host = new PluginHost({ services });
    await host.activate([workflowPlugin, deviceProfilerPlugin]);
    signIn();
    await vi.waitFor(() => expect(profile$.steps.device_name.data.peek()).toBe('PulseRing'));
    expect(profile$.profileId.peek()).toBe(profileId);
    expect(profile$.steps.intended_use.confidence_score.peek()).toBe(90);

    await run('device-profiler.delete-profile');
    expect(profilerUi$.confirmingDelete.peek()).toBe(true);
    await deleteProfile(services);
    expect(profile$.peek()).toEqual(emptyProfileState());
    await expect(services.deviceProfiles.get({ profileId })).rejects.toMatchObject({ status: 404 });
  });
});
