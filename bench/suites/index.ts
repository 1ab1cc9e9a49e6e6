import type { BenchSuite } from '../suite';
import { dataSuite } from './data';
import { documentsSuite } from './documents/documents';
import { engineSuite } from './engine';
import { frontendSuite } from './frontend';
import { fullScaleSuite } from './full-scale/full-scale';
import { fuzzSuite } from './fuzz';
import { loadSuite } from './load/load';
import { predicateSuite } from './predicate';
import { reportSuite } from './report';
import { reviewTimeSuite } from './review-time';
import { riskSuite } from './risk';
import { scaleSuite } from './scale/scale';
import { summaryDraftSuite } from './summary-draft';
import { watchSuite } from './watch';

/** Every suite `npm run bench` knows, run in this order when none is named. */
export const SUITES: readonly BenchSuite[] = [frontendSuite, dataSuite, engineSuite, predicateSuite, riskSuite, reviewTimeSuite, reportSuite, summaryDraftSuite, watchSuite, documentsSuite, loadSuite, scaleSuite, fuzzSuite, fullScaleSuite];
