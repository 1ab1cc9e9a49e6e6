import type { Migration } from 'kysely';
import { createUsers } from './0001-create-users.ts';
import { createFdaData } from './0002-fda-data.ts';
import { addDataApiIndexes } from './0003-data-api-indexes.ts';
import { createChatAndProfiles } from './0004-chat-and-profiles.ts';
import { createScenarios } from './0005-scenarios.ts';
import { createOpenFdaCounts } from './0006-openfda-counts.ts';
import { createTestResultsAndReports } from './0007-test-results-and-reports.ts';
import { createStandardRecognitions } from './0008-standard-recognitions.ts';
import { createPlans } from './0012-plans.ts';
import { createUserProfilesAndStatus } from './0011-user-profiles-and-status.ts';
import { createFeedback } from './0009-feedback.ts';
import { createPinnedSources } from './0010-pinned-sources.ts';
import { createClassificationModels } from './0013-classification-models.ts';
import { cheaperLongTexts } from './0014-cheaper-long-texts.ts';
import { createPendingObjects } from './0016-pending-objects.ts';
import { createRateLimitCounters } from './0015-rate-limit-counters.ts';
import { splitClassificationModels } from './0017-classification-model-parts.ts';
import { createFetchedSummaries } from './0018-fetched-summaries.ts';
import { createRecallClasses } from './0019-recall-classes.ts';
import { createWatch } from './0020-watch.ts';
import { addReportKinds } from './0021-report-kinds.ts';
import { addNewestDevicesIndex } from './0022-newest-devices-index.ts';
import { addSummaryPredicatesIndexes } from './0023-summary-predicates-index.ts';

/** Every migration, keyed by name; Kysely applies them in name order. Add new ones as NNNN-name.ts. */
export const migrations: Record<string, Migration> = {
  '0001-create-users': createUsers,
  '0002-fda-data': createFdaData,
  '0003-data-api-indexes': addDataApiIndexes,
  '0004-chat-and-profiles': createChatAndProfiles,
  '0005-scenarios': createScenarios,
  '0006-openfda-counts': createOpenFdaCounts,
  '0007-test-results-and-reports': createTestResultsAndReports,
  '0008-standard-recognitions': createStandardRecognitions,
  '0009-feedback': createFeedback,
  '0010-pinned-sources': createPinnedSources,
  '0011-user-profiles-and-status': createUserProfilesAndStatus,
  '0012-plans': createPlans,
  '0013-classification-models': createClassificationModels,
  '0014-cheaper-long-texts': cheaperLongTexts,
  '0016-pending-objects': createPendingObjects,
  '0015-rate-limit-counters': createRateLimitCounters,
  '0017-classification-model-parts': splitClassificationModels,
  '0018-fetched-summaries': createFetchedSummaries,
  '0019-recall-classes': createRecallClasses,
  '0020-watch': createWatch,
  '0021-report-kinds': addReportKinds,
  '0022-newest-devices-index': addNewestDevicesIndex,
  '0023-summary-predicates-index': addSummaryPredicatesIndexes,
};
