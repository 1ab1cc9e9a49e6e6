import type { ColumnType, Generated, GeneratedAlways, Selectable } from 'kysely';
import type { AiAttachment, SourceKind, TestStandardsRow } from '../../src/api/contracts/ai.ts';
import type { ProfileConfidence } from '../../src/api/contracts/device-profile.ts';
import type { FeedbackSubject } from '../../src/api/contracts/feedback.ts';
import type { PaidPlanId } from '../../src/api/contracts/payments.ts';
import type { ReportKind } from '../../src/api/contracts/reports.ts';
import type { Scenario } from '../../src/api/contracts/scenarios.ts';
import type { TestStandardsAnalysis } from '../../src/api/contracts/test-results.ts';
import type { WatchEventKind, WatchKind } from '../../src/api/contracts/watch.ts';
import type { FdaTables } from './fda-schema.ts';

/** timestamptz columns: read as a Date, written as a Date or an ISO string; a defaulted one may be left out. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

/** Text with a database default: optional on insert. */
type DefaultedText = ColumnType<string, string | undefined, string>;

export interface UsersTable {
  uid: string;
  email: string | null;
  terms_accepted_at: NullableTimestamp;
  terms_version: string | null;
  /** 'active' | 'suspended' (migration 0011): a suspended user's calls are refused. */
  state: DefaultedText;
  state_changed_at: NullableTimestamp;
  /** The uid of the administrator who last changed the state. */
  state_changed_by: string | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export type UserRow = Selectable<UsersTable>;

export interface UserProfilesTable {
  uid: string;
  name: DefaultedText;
  company: DefaultedText;
  role: DefaultedText;
  product: DefaultedText;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface ChatConversationsTable {
  id: string;
  uid: string;
  title: string;
  is_pinned: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export type ChatConversationRow = Selectable<ChatConversationsTable>;

export interface ChatMessagesTable {
  id: string;
  seq: GeneratedAlways<string>;
  conversation_id: string;
  uid: string;
  role: 'user' | 'assistant';
  content: string;
  created_at: DefaultedTimestamp;
}

export type ChatMessageRow = Selectable<ChatMessagesTable>;

/** jsonb columns: read parsed, written as JSON text. */
type JsonColumn<T> = ColumnType<T, string | undefined, string>;
type NullableJsonColumn<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface DeviceProfilesTable {
  id: string;
  uid: string;
  role: string;
  device_name: string;
  description: string;
  intended_use: string;
  key_specifications: string;
  functionality: string;
  references: string;
  attachments: JsonColumn<AiAttachment[]>;
  confidence: JsonColumn<ProfileConfidence>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export type DeviceProfileRow = Selectable<DeviceProfilesTable>;

export interface ScenariosTable {
  uid: string;
  id: string;
  product_code: string;
  /** 1-based place in the owner's list; equals data.order. */
  position: number;
  /** The whole Scenario as saved. */
  data: JsonColumn<Scenario>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export type ScenarioRow = Selectable<ScenariosTable>;

/** The Tests & Standards results of one product code (REST /test-results/{productCode}). */
export interface TestResultsTable {
  uid: string;
  product_code: string;
  rows: JsonColumn<TestStandardsRow[]>;
  analysis: NullableJsonColumn<TestStandardsAnalysis>;
  /** How many saves made this row: 1 for the first; the optimistic concurrency check compares it. */
  version: number;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export type TestResultRow = Selectable<TestResultsTable>;

/** A kept report (REST /reports); its files are objects of the file storage. */
export interface ReportsTable {
  id: string;
  uid: string;
  /** 'strategy' (DOCX and PDF) or 'summary-draft' (DOCX only), migration 0021. */
  kind: ColumnType<ReportKind, ReportKind | undefined, ReportKind>;
  product_code: string;
  title: string;
  /** YYYY-MM-DD: the day the browser prepared the report. */
  prepared_on: string;
  docx_key: string;
  docx_size: number;
  /** null for a summary draft. */
  pdf_key: string | null;
  pdf_size: number | null;
  created_at: DefaultedTimestamp;
}

export type ReportRow = Selectable<ReportsTable>;

/** An object being put into the file storage before the row naming it is committed (migration 0016). */
export interface PendingObjectsTable {
  key: string;
  /** host+pid+start time of the process writing it (server/modules/files/write-owner.ts). */
  writer: string;
  created_at: DefaultedTimestamp;
}

/** A feedback a user gave (REST /feedback); `subject` says what it is about. */
export interface FeedbackTable {
  id: string;
  /** Orders feedback given within one timestamp tick. */
  seq: GeneratedAlways<string>;
  uid: string;
  rating: 'up' | 'down';
  comment: string | null;
  subject: JsonColumn<FeedbackSubject>;
  created_at: DefaultedTimestamp;
}

export type FeedbackRow = Selectable<FeedbackTable>;

/** A source a user pinned (REST /chat/pinned-sources): the SourceRef's kind, id, label and url. */
export interface PinnedSourcesTable {
  id: string;
  uid: string;
  kind: SourceKind;
  source_id: string;
  label: string;
  url: string | null;
  created_at: DefaultedTimestamp;
}

export type PinnedSourceRow = Selectable<PinnedSourcesTable>;

/** A product code, K-number or applicant a user watches (REST /watch/items); match_key is what records are matched by. */
export interface WatchItemsTable {
  id: string;
  uid: string;
  kind: WatchKind;
  value: string;
  match_key: string;
  label: string;
  /** The watch run whose data the item was watched against (or last computed with): records met after it are new. */
  baseline_run: number;
  created_at: DefaultedTimestamp;
}

export type WatchItemRow = Selectable<WatchItemsTable>;

/** What a watch run found new for a watched item. */
export interface WatchEventsTable {
  id: string;
  uid: string;
  item_id: string;
  kind: WatchEventKind;
  record_key: string;
  occurred_on: ColumnType<string | null, string | null, string | null>;
  details: ColumnType<unknown, string, string>;
  run_id: number;
  created_at: DefaultedTimestamp;
  seen_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One computation of watch events (after an import, a refresh or a live openFDA answer); its id orders them. */
export interface WatchRunsTable {
  id: Generated<number>;
  trigger: string;
  started_at: DefaultedTimestamp;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  new_records: ColumnType<number, number | undefined, number>;
  events: ColumnType<number, number | undefined, number>;
}

/** A record a watch run met, with the first run that met it. */
export interface WatchKnownRecordsTable {
  kind: WatchEventKind;
  record_key: string;
  first_run: number;
}

/** A Stripe Checkout Session and the user who created it (REST /payments). */
export interface CheckoutSessionsTable {
  /** Stripe's id, cs_... */
  id: string;
  uid: string;
  plan: PaidPlanId;
  created_at: DefaultedTimestamp;
}

/** A user's paid plan as Stripe confirmed it; no row: the Free plan. */
export interface UserPlansTable {
  uid: string;
  plan: PaidPlanId;
  /** 'canceled' once Stripe ended the subscription: the user is on Free again. */
  status: 'active' | 'canceled';
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  /** The Checkout Session that bought the plan. */
  stripe_session_id: string;
  updated_at: DefaultedTimestamp;
}

export type UserPlanRow = Selectable<UserPlansTable>;

/** openFDA's live count answers, cached per query (server/modules/fda/openfda-live). */
export interface OpenFdaCountsTable {
  /** The endpoint and query string, without the API key. */
  query_key: string;
  answer: JsonColumn<unknown>;
  fetched_at: ColumnType<Date, Date | string, Date | string>;
}

/** FDA's 510(k) summaries fetched on demand (server/modules/fda/fetched-summaries, migration 0018). */
export interface FetchedSummariesTable {
  /** A bigserial, renewed whenever the row is (the caches of FDA answers key on the newest). */
  id: Generated<string>;
  k_number: string;
  /** 'read': the summary's text and fields; 'missing': FDA's host had no readable summary at `source_url`. */
  status: 'read' | 'missing';
  source_url: string;
  fetched_at: DefaultedTimestamp;
  /** Why a 'missing' row holds nothing: 'HTTP 404', 'not a PDF', the reader's message. */
  problem: string | null;
  trade_name: string | null;
  device_description: string | null;
  intended_use: string | null;
  predicate_k_numbers: ColumnType<string[], string[] | undefined, string[]>;
  standards_referenced: ColumnType<string[], string[] | undefined, string[]>;
  product_codes: ColumnType<string[], string[] | undefined, string[]>;
  body: string | null;
}

/** A rate limit's count for one key in its current window (server/http/rate-limit-counters.repository.ts). */
export interface RateLimitCountersTable {
  key: string;
  hits: number;
  resets_at: ColumnType<Date, Date | string, Date | string>;
}

/** Every table of the Clearway database, as Kysely sees it. */
export interface Database extends FdaTables {
  users: UsersTable;
  user_profiles: UserProfilesTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  device_profiles: DeviceProfilesTable;
  scenarios: ScenariosTable;
  test_results: TestResultsTable;
  reports: ReportsTable;
  feedback: FeedbackTable;
  pinned_sources: PinnedSourcesTable;
  checkout_sessions: CheckoutSessionsTable;
  user_plans: UserPlansTable;
  fda_openfda_counts: OpenFdaCountsTable;
  pending_objects: PendingObjectsTable;
  rate_limit_counters: RateLimitCountersTable;
  fda_fetched_summaries: FetchedSummariesTable;
  watch_items: WatchItemsTable;
  watch_events: WatchEventsTable;
  watch_runs: WatchRunsTable;
  watch_known_records: WatchKnownRecordsTable;
}
