import { randomUUID } from 'node:crypto';
import { ChatMessage, Conversation, ConversationList, ConversationWithMessages } from '../../src/api/contracts/chat.ts';
import { API_BASE_PATHS } from '../../src/api/contracts/api-bases.ts';
import { UserProfile } from '../../src/api/contracts/account.ts';
import { DeviceProfile, DeviceProfileList } from '../../src/api/contracts/device-profile.ts';
import { Feedback, FeedbackList } from '../../src/api/contracts/feedback.ts';
import { FDA_REFRESH_PATH } from '../../src/api/contracts/fda-refresh.ts';
import { FileUrl, UploadedFile } from '../../src/api/contracts/files.ts';
import { CheckoutSessionCreated, PlansOverview, SessionStatus } from '../../src/api/contracts/payments.ts';
import { PinnedSource, PinnedSourceList } from '../../src/api/contracts/pinned-sources.ts';
import { Report, ReportList } from '../../src/api/contracts/reports.ts';
import { ScenarioList, type Scenario } from '../../src/api/contracts/scenarios.ts';
import { TermsStatus } from '../../src/api/contracts/terms.ts';
import { TestResults } from '../../src/api/contracts/test-results.ts';
import { WatchEventPage, WatchItem, WatchItemList } from '../../src/api/contracts/watch.ts';
import { scenarioFromFoiclass } from '../modules/fda/testing/foiclass-scenario.ts';
import { reportForm } from '../modules/reports/testing/report-form.ts';
import { catalogueAnalysis, catalogueRows } from '../modules/test-results/testing/catalogue-results.ts';
import { samplePdf } from '../testing/sample-files.ts';
import type { Answer, Caller } from './owned-resources-app.ts';

/**
 * Every kind of data a user owns, as the authorization matrix (authorization-matrix.test.ts) and the hostile
 * text round trips (hostile-text.test.ts) drive it: how a user makes one, reads it back, and every route that
 * names one by its id (in the path, the query or the body) or lists and counts the caller's own.
 */

const REST = API_BASE_PATHS.rest;
const AI = API_BASE_PATHS.ai;

/** A route that names one thing by its id, as another user calls it with the owner's id. */
export interface IdCall<Made> {
  /** As Fastify's route tree names it: 'GET /api/rest/v1/chat/conversation/:id'. */
  route: string;
  /** Another user's call naming the owner's one; `own` is what that user made of their own. */
  call(other: Caller, theirs: Made, own: Made): Promise<Answer>;
  /** The same call naming one nobody has: the owner's must be answered exactly so (nothing tells that it exists). */
  missing?(other: Caller): Promise<Answer>;
  /** The status another user gets when it is not 404, with the reason in a comment. */
  status?: number;
}

/** A route that lists or counts the caller's own. */
export interface ListCall {
  route: string;
  /** What the caller sees there. */
  read(caller: Caller): Promise<unknown>;
}

export interface OwnedResource<Made, View> {
  name: string;
  /** The tables (each with a uid column) that keep it. */
  tables: string[];
  /** Routes that make or change the caller's own without naming anyone's id. */
  creates: string[];
  /** Makes one, with `text` in each free-text field it has. */
  create(owner: Caller, text: string): Promise<Made>;
  /** The owner's view of it, read back through the API. */
  read(owner: Caller, made: Made): Promise<View>;
  /** Its free texts as read back, by field (none: it holds no text a user types). */
  texts?(view: View, made: Made): Record<string, string>;
  /** What create sends for `text` where it must add to it (a file name keeps its extension); `text` itself by default. */
  sentAs?(text: string): string;
  /** The texts a field of it can carry at all (none given: every text). */
  carries?(text: string): boolean;
  byId: IdCall<Made>[];
  lists: ListCall[];
}

const unique = (prefix: string) => `${prefix}${randomUUID().replaceAll('-', '').slice(0, 16)}`;
const enc = encodeURIComponent;

// --- chat ----------------------------------------------------------------------------------------------------

const conversationPath = (id: string, rest = '') => `${REST}/chat/conversation/${enc(id)}${rest}`;

const chat: OwnedResource<Conversation, ConversationWithMessages> = {
  name: 'chat conversations and their messages',
  tables: ['chat_conversations', 'chat_messages'],
  creates: [`POST ${REST}/chat/conversation`],
  async create(owner, text) {
    const { id } = Conversation.assert(await owner.json('POST', `${REST}/chat/conversation`, { title: 'Draft' }));
    const renamed = Conversation.assert(await owner.json('PUT', conversationPath(id, '/title'), { new_title: text }));
    ChatMessage.assert(await owner.json('POST', `${REST}/chat/message`, { conversation_id: id, role: 'user', content: text }));
    return renamed;
  },
  read: async (owner, { id }) => ConversationWithMessages.assert(await owner.json('GET', conversationPath(id))),
  texts: (view) => ({ title: view.title, 'messages.0.content': view.messages[0]?.content ?? '' }),
  byId: [
    { route: `GET ${REST}/chat/conversation/:id`, call: (b, a) => b.send('GET', conversationPath(a.id)), missing: (b) => b.send('GET', conversationPath('conv_nothing')) },
    {
      route: `GET ${REST}/chat/conversation/:id/messages`,
      call: (b, a) => b.send('GET', conversationPath(a.id, '/messages')),
      missing: (b) => b.send('GET', conversationPath('conv_nothing', '/messages')),
    },
    {
      route: `PUT ${REST}/chat/conversation/:id/pin`,
      call: (b, a) => b.send('PUT', conversationPath(a.id, '/pin'), { is_pinned: true }),
      missing: (b) => b.send('PUT', conversationPath('conv_nothing', '/pin'), { is_pinned: true }),
    },
    {
      route: `PUT ${REST}/chat/conversation/:id/title`,
      call: (b, a) => b.send('PUT', conversationPath(a.id, '/title'), { new_title: 'Taken over' }),
      missing: (b) => b.send('PUT', conversationPath('conv_nothing', '/title'), { new_title: 'Taken over' }),
    },
    {
      route: `POST ${REST}/chat/message`,
      call: (b, a) => b.send('POST', `${REST}/chat/message`, { conversation_id: a.id, role: 'user', content: 'Planted' }),
      missing: (b) => b.send('POST', `${REST}/chat/message`, { conversation_id: 'conv_nothing', role: 'user', content: 'Planted' }),
    },
    { route: `DELETE ${REST}/chat/conversation/:id`, call: (b, a) => b.send('DELETE', conversationPath(a.id)), missing: (b) => b.send('DELETE', conversationPath('conv_nothing')) },
  ],
  lists: [{ route: `GET ${REST}/chat/user-conversations`, read: async (caller) => ConversationList.assert(await caller.json('GET', `${REST}/chat/user-conversations`)) }],
};

// --- device profiles -----------------------------------------------------------------------------------------

const PROFILE = `${REST}/reg-strategy/device-profile`;
const byProfileId = (id: string) => `${PROFILE}?profile_id=${enc(id)}`;
const byDeviceName = (name: string) => `${PROFILE}?device_name=${enc(name)}`;

const deviceProfiles: OwnedResource<DeviceProfile, DeviceProfile> = {
  name: 'device profiles',
  tables: ['device_profiles'],
  creates: [`POST ${PROFILE}`],
  async create(owner, text) {
    const fields = ['role', 'device_name', 'description', 'intended_use', 'key_specifications', 'functionality', 'references'];
    const body = { ...Object.fromEntries(fields.map((field) => [field, text])), attachments: [{ name: text }] };
    return DeviceProfile.assert(await owner.json('POST', PROFILE, body));
  },
  read: async (owner, { profile_id }) => DeviceProfile.assert(await owner.json('GET', byProfileId(profile_id))),
  texts: ({ role, device_name, description, intended_use, key_specifications, functionality, references, attachments }) => ({
    role,
    device_name,
    description,
    intended_use,
    key_specifications,
    functionality,
    references,
    'attachments.0.name': attachments[0]?.name ?? '',
  }),
  byId: [
    { route: `GET ${PROFILE}`, call: (b, a) => b.send('GET', byProfileId(a.profile_id)), missing: (b) => b.send('GET', byProfileId('prof_nothing')) },
    { route: `GET ${PROFILE}`, call: (b, a) => b.send('GET', byDeviceName(a.device_name)), missing: (b) => b.send('GET', byDeviceName('No such device')) },
    {
      route: `POST ${PROFILE}`,
      call: (b, a) => b.send('POST', byProfileId(a.profile_id), { device_name: 'Taken over' }),
      missing: (b) => b.send('POST', byProfileId('prof_nothing'), { device_name: 'Taken over' }),
    },
    { route: `DELETE ${PROFILE}`, call: (b, a) => b.send('DELETE', byProfileId(a.profile_id)), missing: (b) => b.send('DELETE', byProfileId('prof_nothing')) },
    { route: `DELETE ${PROFILE}`, call: (b, a) => b.send('DELETE', byDeviceName(a.device_name)), missing: (b) => b.send('DELETE', byDeviceName('No such device')) },
  ],
  lists: [{ route: `GET ${PROFILE}s`, read: async (caller) => DeviceProfileList.assert(await caller.json('GET', `${PROFILE}s`)) }],
};

// --- scenarios -----------------------------------------------------------------------------------------------

const SCENARIOS = `${REST}/reg-strategy/scenarios`;
const scenariosOf = async (caller: Caller) => ScenarioList.assert(await caller.json('GET', SCENARIOS)).scenarios;
const removeScenario = (productCode: string, id: string) => `${SCENARIOS}?product_code=${productCode}&scenario_id=${enc(id)}`;

const scenarios: OwnedResource<Scenario, Scenario | undefined> = {
  name: 'classification scenarios',
  tables: ['scenarios'],
  creates: [`POST ${SCENARIOS}`],
  async create(owner, text) {
    const scenario = scenarioFromFoiclass('DQY', 1, { id: unique('scn_'), deviceName: text, definition: text, aiReasoning: text, pathNote: text, matchedTerms: [text] });
    const saved = ScenarioList.assert(await owner.json('POST', SCENARIOS, { scenarios: [...(await scenariosOf(owner)), scenario] })).scenarios;
    return saved.find(({ id }) => id === scenario.id)!;
  },
  read: async (owner, made) => (await scenariosOf(owner)).find(({ id }) => id === made.id),
  texts: (view) => ({
    deviceName: view?.deviceName ?? '',
    definition: view?.definition ?? '',
    aiReasoning: view?.aiReasoning ?? '',
    pathNote: view?.pathNote ?? '',
    'matchedTerms.0': view?.matchedTerms[0] ?? '',
  }),
  byId: [
    {
      route: `DELETE ${SCENARIOS}`,
      call: (b, a) => b.send('DELETE', removeScenario(a.productCode, a.id)),
      missing: (b) => b.send('DELETE', removeScenario('DQY', 'scn_nothing')),
    },
    {
      route: `POST ${SCENARIOS}`,
      // The list is the caller's own: a scenario with the owner's id joins the caller's list and leaves the owner's alone.
      status: 200,
      call: async (b, a) => b.send('POST', SCENARIOS, { scenarios: [...(await scenariosOf(b)), scenarioFromFoiclass('LLZ', 1, { id: a.id })] }),
    },
  ],
  lists: [{ route: `GET ${SCENARIOS}`, read: scenariosOf }],
};

// --- test results --------------------------------------------------------------------------------------------

const TEST_RESULTS = `${REST}/test-results/DQY`;

const testResults: OwnedResource<TestResults, TestResults> = {
  name: 'tests and standards results',
  tables: ['test_results'],
  creates: [`PUT ${REST}/test-results/:productCode`],
  async create(owner, text) {
    const [row] = catalogueRows(1);
    const rows = [{ ...row!, test_and_evaluation: text, standard_reference: text, purpose: text, category: text, rationale: text }];
    const analysis = { ...catalogueAnalysis(rows), ai_snapshot: text };
    return TestResults.assert(await owner.json('PUT', TEST_RESULTS, { rows, analysis }));
  },
  read: async (owner) => TestResults.assert(await owner.json('GET', TEST_RESULTS)),
  texts: ({ rows: [row], analysis }) => ({
    'rows.0.test_and_evaluation': row?.test_and_evaluation ?? '',
    'rows.0.standard_reference': row?.standard_reference ?? '',
    'rows.0.purpose': row?.purpose ?? '',
    'rows.0.category': row?.category ?? '',
    'rows.0.rationale': row?.rationale ?? '',
    'analysis.ai_snapshot': analysis?.ai_snapshot ?? '',
  }),
  // Results are keyed by product code, and each user has their own of every code: another user naming the
  // owner's code reads, saves and deletes their own, so the answers are theirs, not 404.
  byId: [
    { route: `GET ${REST}/test-results/:productCode`, status: 200, call: (b) => b.send('GET', TEST_RESULTS) },
    { route: `PUT ${REST}/test-results/:productCode`, status: 200, call: (b) => b.send('PUT', TEST_RESULTS, { rows: [], analysis: null }) },
    { route: `DELETE ${REST}/test-results/:productCode`, status: 204, call: (b) => b.send('DELETE', TEST_RESULTS) },
  ],
  lists: [],
};

// --- reports -------------------------------------------------------------------------------------------------

const REPORTS = `${REST}/reports`;
const reportsOf = async (caller: Caller) => ReportList.assert(await caller.json('GET', REPORTS)).reports;

const reports: OwnedResource<Report, Report | undefined> = {
  name: 'strategy reports, 510(k) Summary drafts and their files',
  tables: ['reports'],
  creates: [`POST ${REPORTS}`, `POST ${REPORTS}/summary-draft`],
  create: async (owner, text) => Report.assert(await owner.json('POST', REPORTS, reportForm({ title: text }), 201)),
  read: async (owner, made) => (await reportsOf(owner)).find(({ id }) => id === made.id),
  texts: (view) => ({ title: view?.title ?? '' }),
  byId: [
    ...(['docx', 'pdf'] as const).map((format) => ({
      route: `GET ${REPORTS}/:id/:format`,
      call: (b: Caller, a: Report) => b.send('GET', `${REPORTS}/${enc(a.id)}/${format}`),
      missing: (b: Caller) => b.send('GET', `${REPORTS}/rpt_nothing/${format}`),
    })),
    { route: `DELETE ${REPORTS}/:id`, call: (b, a) => b.send('DELETE', `${REPORTS}/${enc(a.id)}`), missing: (b) => b.send('DELETE', `${REPORTS}/rpt_nothing`) },
  ],
  lists: [{ route: `GET ${REPORTS}`, read: reportsOf }],
};

// --- feedback ------------------------------------------------------------------------------------------------

const FEEDBACK = `${REST}/feedback/feedback`;

const feedback: OwnedResource<Feedback, Feedback> = {
  name: 'feedback',
  tables: ['feedback'],
  creates: [`POST ${FEEDBACK}`],
  create: async (owner, text) => Feedback.assert(await owner.json('POST', FEEDBACK, { rating: 'down', comment: text, subject: { kind: 'general' } }, 201)),
  read: async (owner, { id }) => Feedback.assert(await owner.json('GET', `${FEEDBACK}/${enc(id)}`)),
  texts: (view) => ({ comment: view.comment ?? '' }),
  byId: [{ route: `GET ${FEEDBACK}/:id`, call: (b, a) => b.send('GET', `${FEEDBACK}/${enc(a.id)}`), missing: (b) => b.send('GET', `${FEEDBACK}/fb_nothing`) }],
  lists: [
    {
      route: `GET ${FEEDBACK}s`,
      read: async (caller) => FeedbackList.assert(await caller.json('GET', `${FEEDBACK}s?page=1&limit=100`)),
    },
  ],
};

// --- pinned sources ------------------------------------------------------------------------------------------

const PINS = `${REST}/chat/pinned-sources`;
const pinsOf = async (caller: Caller) => PinnedSourceList.assert(await caller.json('GET', PINS)).pinned_sources;

/** What ClearwayAI answers the caller who asks about their pins: it reads them as context. */
async function chatbotOnPins(caller: Caller): Promise<string> {
  const answer = await caller.send('POST', `${AI}/chatbot/stream`, { message: 'What have I pinned?' });
  if (answer.status !== 200) throw new Error(`chatbot: ${answer.status} ${answer.text}`);
  return answer.text;
}

const pinnedSources: OwnedResource<PinnedSource, PinnedSource | undefined> = {
  name: 'pinned sources',
  tables: ['pinned_sources'],
  creates: [`POST ${PINS}`],
  create: async (owner, text) => PinnedSource.assert(await owner.json('POST', PINS, { source: { kind: 'standard', id: text, label: text, url: null } }, 201)),
  read: async (owner, made) => (await pinsOf(owner)).find(({ id }) => id === made.id),
  texts: (view) => ({ 'source.id': view?.source.id ?? '', 'source.label': view?.source.label ?? '' }),
  byId: [
    { route: `DELETE ${PINS}`, call: (b, a) => b.send('DELETE', PINS, { id: a.id }), missing: (b) => b.send('DELETE', PINS, { id: 'pin_nothing' }) },
    {
      route: `DELETE ${PINS}`,
      call: (b, a) => b.send('DELETE', PINS, { source: { kind: a.source.kind, id: a.source.id } }),
      missing: (b) => b.send('DELETE', PINS, { source: { kind: 'standard', id: 'Nothing pinned' } }),
    },
    {
      route: `POST ${PINS}`,
      // Pins are the caller's own: the owner's source pinned by another user is a new pin, where a 409 would tell
      // that someone had pinned it.
      status: 201,
      call: (b, a) => b.send('POST', PINS, { source: a.source }),
    },
  ],
  lists: [
    { route: `GET ${PINS}`, read: pinsOf },
    { route: `POST ${AI}/chatbot/stream`, read: chatbotOnPins },
  ],
};

// --- watched items and their events ------------------------------------------------------------------------------

const WATCH_ITEMS = `${REST}/watch/items`;
const WATCH_EVENTS = `${REST}/watch/events`;
const watchedOf = async (caller: Caller) => WatchItemList.assert(await caller.json('GET', WATCH_ITEMS)).items;

const watched: OwnedResource<WatchItem, WatchItem | undefined> = {
  name: 'watched items and their events',
  tables: ['watch_items', 'watch_events'],
  creates: [`POST ${WATCH_ITEMS}`],
  // An applicant: the matrix's database holds no FDA data to watch a product code or K-number of.
  create: async (owner, text) => WatchItem.assert(await owner.json('POST', WATCH_ITEMS, { kind: 'applicant', value: text }, 201)),
  read: async (owner, made) => (await watchedOf(owner)).find(({ id }) => id === made.id),
  byId: [
    { route: `DELETE ${WATCH_ITEMS}/:id`, call: (b, a) => b.send('DELETE', `${WATCH_ITEMS}/${enc(a.id)}`), missing: (b) => b.send('DELETE', `${WATCH_ITEMS}/watch_nothing`) },
    {
      route: `POST ${WATCH_EVENTS}/seen`,
      // An id not among the caller's events, whoever's it is, marks nothing.
      call: (b, a) => b.send('POST', `${WATCH_EVENTS}/seen`, { ids: [a.id] }),
      missing: (b) => b.send('POST', `${WATCH_EVENTS}/seen`, { ids: ['wev_nothing'] }),
    },
  ],
  lists: [
    { route: `GET ${WATCH_ITEMS}`, read: watchedOf },
    { route: `GET ${WATCH_EVENTS}`, read: async (caller) => WatchEventPage.assert(await caller.json('GET', `${WATCH_EVENTS}?limit=100`)) },
  ],
};

// --- uploaded files ------------------------------------------------------------------------------------------

const UPLOAD = `${REST}/minio/upload-file-object?folder_name=device-profile`;
const fileUrlPath = (key: string) => `${REST}/s3/url?object_key=${enc(key)}`;

/** A signed link of `own`'s file made to name `key` instead. */
function linkRedirectedTo(own: UploadedFile, key: string, origin: string): string {
  const url = new URL(own.url, origin);
  url.searchParams.set('key', key);
  return `${url.pathname}${url.search}`;
}

const files: OwnedResource<UploadedFile, string> = {
  name: 'uploaded files and their links',
  tables: [],
  creates: [`POST ${REST}/minio/upload-file-object`],
  async create(owner, text) {
    const form = new FormData();
    form.append('uploaded_file', new File([new Uint8Array(samplePdf(text))], `${text}.pdf`, { type: 'application/pdf' }));
    return UploadedFile.assert(await owner.json('POST', UPLOAD, form));
  },
  /** The file's bytes, through a fresh link as the app opens it. */
  async read(owner, { object_key }) {
    const { url } = FileUrl.assert(await owner.json('GET', fileUrlPath(object_key)));
    const download = await owner.send('GET', url);
    return `${download.status} ${download.bytes.toString('base64')}`;
  },
  // The API gives the name back in the upload's answer only.
  texts: (_view, made) => ({ name: made.name }),
  sentAs: (text) => `${text}.pdf`,
  // A multipart file name is a base name: the server keeps what follows the last / or \, and a browser escapes
  // " (and line breaks) as %22 (HTML's form encoding), so these never arrive as typed.
  carries: (text) => !/[\\/"\r\n]/.test(text),
  byId: [
    {
      route: `GET ${REST}/s3/url`,
      call: (b, a) => b.send('GET', fileUrlPath(a.object_key)),
      missing: (b) => b.send('GET', fileUrlPath(`${b.user.uid}/device-profile/0123456789abcdef-nothing.pdf`)),
    },
    {
      route: `GET ${REST}/files/object`,
      // The signed link is its own credential (no bearer token): the caller's signature over another key is refused
      // with 403 as a tampered link, whether that key exists or not.
      status: 403,
      call: (b, a, own) => b.send('GET', linkRedirectedTo(own, a.object_key, b.origin)),
      missing: async (b) => {
        const own = await files.create(b, 'own');
        return b.send('GET', linkRedirectedTo(own, `${b.user.uid}/device-profile/0123456789abcdef-nothing.pdf`, b.origin));
      },
    },
  ],
  lists: [],
};

// --- the user profile, terms acceptance and plan: one of each per user, named by the token alone ---------------

const ACCOUNT_PROFILE = `${REST}/administrative/profile`;
const accountProfileOf = async (caller: Caller) => UserProfile.assert(await caller.json('GET', ACCOUNT_PROFILE));

const userProfile: OwnedResource<UserProfile, UserProfile> = {
  name: 'user profile',
  tables: ['user_profiles'],
  creates: [`POST ${ACCOUNT_PROFILE}`],
  create: async (owner, text) => UserProfile.assert(await owner.json('POST', ACCOUNT_PROFILE, { name: text, company: text, role: text, product: text })),
  read: (owner) => accountProfileOf(owner),
  texts: ({ name, company, role, product }) => ({ name, company, role, product }),
  byId: [],
  lists: [{ route: `GET ${ACCOUNT_PROFILE}`, read: accountProfileOf }],
};

const TERMS = `${REST}/administrative/terms`;
const termsStatusOf = async (caller: Caller) => TermsStatus.assert(await caller.json('GET', `${TERMS}/status`));

const termsAcceptance: OwnedResource<TermsStatus, TermsStatus> = {
  name: 'terms acceptance (and the account state)',
  tables: ['users'],
  creates: [`POST ${TERMS}/accept`],
  create: async (owner) => TermsStatus.assert(await owner.json('POST', `${TERMS}/accept`)),
  read: (owner) => termsStatusOf(owner),
  byId: [],
  lists: [{ route: `GET ${TERMS}/status`, read: termsStatusOf }],
};

const PAYMENTS = `${REST}/payments`;
const sessionStatusPath = (id: string) => `${PAYMENTS}/session-status?session_id=${enc(id)}`;
const plansOf = async (caller: Caller) => PlansOverview.assert(await caller.json('GET', `${PAYMENTS}/plans`));

const payments: OwnedResource<SessionStatus, PlansOverview['current_plan']> = {
  name: 'checkout sessions and plans',
  tables: ['checkout_sessions', 'user_plans'],
  creates: [`POST ${PAYMENTS}/create-checkout-session`],
  async create(owner) {
    const { session_id } = CheckoutSessionCreated.assert(await owner.json('POST', `${PAYMENTS}/create-checkout-session`, { plan: 'pro' }));
    owner.stripe.pay(session_id, owner.user.email);
    return SessionStatus.assert(await owner.json('GET', sessionStatusPath(session_id)));
  },
  read: async (owner) => (await plansOf(owner)).current_plan,
  byId: [
    {
      route: `GET ${PAYMENTS}/session-status`,
      call: (b, a) => b.send('GET', sessionStatusPath(a.session_id)),
      missing: (b) => b.send('GET', sessionStatusPath('cs_test_nothing')),
    },
  ],
  lists: [{ route: `GET ${PAYMENTS}/plans`, read: plansOf }],
};

export const USER_OWNED_RESOURCES = [
  chat,
  deviceProfiles,
  scenarios,
  testResults,
  reports,
  feedback,
  pinnedSources,
  watched,
  files,
  userProfile,
  termsAcceptance,
  payments,
] as OwnedResource<unknown, unknown>[];

/** REST routes that name nothing a user owns, and why. */
export const NOT_OWNED_ROUTES: Record<string, string> = {
  [`GET ${TERMS}/doc`]: 'the terms of use in force: one text, the same for everyone',
  [`POST ${PAYMENTS}/webhook`]: "Stripe's calls: no user's token; the signature over the body is checked instead, and only sessions Stripe names change",
};

/** REST routes for administrators only, each as a user who is not one would call it against `target`. */
export const ADMIN_ONLY_ROUTES: Record<string, (caller: Caller, target: Caller) => Promise<Answer>> = {
  [`POST ${REST}/administrative/user-status`]: (caller, target) =>
    caller.send('POST', `${REST}/administrative/user-status`, { email: target.user.email, state: 'suspended' }),
  [`POST ${REST}${FDA_REFRESH_PATH}`]: (caller) => caller.send('POST', `${REST}${FDA_REFRESH_PATH}`),
  [`GET ${REST}${FDA_REFRESH_PATH}`]: (caller) => caller.send('GET', `${REST}${FDA_REFRESH_PATH}`),
};
