import { API_BASE_PATHS } from '../../../src/api/contracts/api-bases';
import { Conversation } from '../../../src/api/contracts/chat';
import { DeviceProfile } from '../../../src/api/contracts/device-profile';
import type { Scenario } from '../../../src/api/contracts/scenarios';
import { bearer, createEmulatorUser } from '../../../server/testing/emulator-user';
import type { BenchProfile } from '../engine';
import { CONVERSATION_EVERY, type MixUser, type RestUser } from './mix';
import type { MixFacts } from './mix-facts';

/** Sign-ups the Auth emulator is asked for at once. */
const SIGN_UP_BATCH = 20;

async function created<T>(response: Response, contract: { assert(value: unknown): T }): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return contract.assert(await response.json());
}

/** A new emulator user with a saved device profile, the way the profiler saves one. */
export async function signUpRestUser(serverUrl: string, profile: BenchProfile, scenario: Scenario): Promise<RestUser> {
  const headers = bearer(await createEmulatorUser());
  const saved = await created(
    await fetch(`${serverUrl}${API_BASE_PATHS.rest}/reg-strategy/device-profile`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'Manufacturer', ...profile }),
    }),
    DeviceProfile,
  );
  return { headers, profileId: saved.profile_id, profile, scenario };
}

/** `count` distinct signed-in users over the facts in turn; every CONVERSATION_EVERY-th has a conversation. */
export async function signUpMixUsers(serverUrl: string, facts: MixFacts, count: number): Promise<MixUser[]> {
  const signUp = async (i: number): Promise<MixUser> => {
    const product = facts.products[i % facts.products.length]!;
    const user = await signUpRestUser(serverUrl, facts.profiles[i % facts.profiles.length]!, product.scenario);
    if ((i + 1) % CONVERSATION_EVERY !== 0) return { ...user, product, conversationId: null };
    const conversation = await created(
      await fetch(`${serverUrl}${API_BASE_PATHS.rest}/chat/conversation`, {
        method: 'POST',
        headers: { ...user.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `About ${product.code}` }),
      }),
      Conversation,
    );
    return { ...user, product, conversationId: conversation.id };
  };
  const users: MixUser[] = [];
  for (let first = 0; first < count; first += SIGN_UP_BATCH) {
    const batch = Array.from({ length: Math.min(SIGN_UP_BATCH, count - first) }, (_, k) => signUp(first + k));
    users.push(...(await Promise.all(batch)));
  }
  return users;
}
