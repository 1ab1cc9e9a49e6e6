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
import { riskSuite } from './risk';
import { scaleSuite } from './scale/scale';
import { watchSuite } from './watch';

/** Every suite `npm run bench` knows, run in this order when none is named. */
export const SUITES: readonly BenchSuite[] = [frontendSuite, dataSuite, engineSuite, predicateSuite, riskSuite, reportSuite, documentsSuite, loadSuite, scaleSuite, fuzzSuite, fullScaleSuite, watchSuite];
