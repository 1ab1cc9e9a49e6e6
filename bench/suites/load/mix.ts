import { STREAM_ERROR_DELIMITER } from '../../../src/api/contracts/ai';
import { API_BASE_PATHS } from '../../../src/api/contracts/api-bases';
import type { Scenario } from '../../../src/api/contracts/scenarios';
import type { LoadRequest } from '../data-load';
import type { BenchProfile } from '../engine';
import type { MixProduct } from './mix-facts';

/** One simulated user in ten holds a conversation (the chatbot's stream) rather than the workflow round. */
export const CONVERSATION_EVERY = 10;

/** What a simulated user's REST requests need: their token, their saved device profile and a scenario. */
export interface RestUser {
  headers: Record<string, string>;
  profileId: string;
  profile: BenchProfile;
  scenario: Scenario;
}

export interface MixUser extends RestUser {
  product: MixProduct;
  /** Set for a conversation user: the conversation its messages are saved in. */
  conversationId: string | null;
}

const { data, ai, rest } = API_BASE_PATHS;

/** A chat reply that ran to its end (docs/stream.md): `[DONE]` last, no error line. */
const isWholeStream = (body: string) => body.trimEnd().endsWith('data: [DONE]') && !body.includes(`data: ${STREAM_ERROR_DELIMITER}`);

function post(endpoint: string, path: string, headers: Record<string, string>, body: unknown): LoadRequest {
  return { endpoint, method: 'POST', path, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

function get(endpoint: string, path: string, headers: Record<string, string>): LoadRequest {
  return { endpoint, method: 'GET', path, headers };
}

/** The REST part of the workflow: the device profile saved and read back, the scenarios listed and saved. */
export function restRequests({ headers, profileId, profile, scenario }: RestUser): LoadRequest[] {
  const profilePath = `${rest}/reg-strategy/device-profile?profile_id=${encodeURIComponent(profileId)}`;
  return [
    post('REST: save device profile', profilePath, headers, { role: 'Manufacturer', ...profile }),
    get('REST: read device profile', profilePath, headers),
    get('REST: list scenarios', `${rest}/reg-strategy/scenarios`, headers),
    post('REST: save scenarios', `${rest}/reg-strategy/scenarios`, headers, { scenarios: [scenario] }),
  ];
}

/**
 * A user going through the workflow: the data screens of their product code (classification, a clearance,
 * the latest clearances, the risk totals), the AI classification of their device, and the REST saves and
 * reads. A conversation user instead saves their question, streams the chatbot's answer, and reads the
 * conversation back.
 */
export function userRound(user: MixUser): LoadRequest[] {
  const { headers, product, conversationId } = user;
  if (conversationId !== null) {
    const question = `What should I know about product code ${product.code}?`;
    return [
      post('REST: save chat message', `${rest}/chat/message`, headers, { conversation_id: conversationId, role: 'user', content: question }),
      { ...post('AI: chat stream', `${ai}/chatbot/stream`, headers, { message: question, product_code: product.code }), expectBody: isWholeStream },
      get('REST: read conversation', `${rest}/chat/conversation/${conversationId}/messages`, headers),
    ];
  }
  return [
    get('data: classification', `${data}/classification/${product.code}`, headers),
    get('data: device', `${data}/device/${product.kNumber}`, headers),
    get('data: latest devices', `${data}/device/latest/${product.code}?limit=10`, headers),
    get('data: risk total-mdrs', `${data}/risk/total-mdrs?product_code=${product.code}`, headers),
    get('data: risk total-recalls', `${data}/risk/total-recalls?product_code=${product.code}`, headers),
    post('AI: classification', `${ai}/classification/invoke`, headers, user.profile),
    ...restRequests(user),
  ];
}

/**
 * Every user's round, each started at a different step (the i-th user's at its i-th request): paced users
 * would otherwise all reach the same step in the same second, fifty AI classifications at once every ten
 * seconds, which is a herd rather than people at work.
 */
export function staggeredRounds(users: readonly MixUser[]): LoadRequest[][] {
  return users.map((user, i) => {
    const round = userRound(user);
    const start = i % round.length;
    return [...round.slice(start), ...round.slice(0, start)];
  });
}
