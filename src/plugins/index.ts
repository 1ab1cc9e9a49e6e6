import type { PluginDefinition } from './host/types';
import { accountPlugin } from './account';
import { assistantPlugin } from './assistant';
import { classificationPlugin } from './classification';
import { deviceProfilerPlugin } from './device-profiler';
import { feedbackPlugin } from './feedback';
import { finalizePlugin } from './finalize';
import { pinnedPlugin } from './pinned';
import { plansPlugin } from './plans';
import { predicatePlugin } from './predicate';
import { predicateLibraryPlugin } from './predicate-library';
import { riskPlugin } from './risk';
import { testsStandardsPlugin } from './tests-standards';
import { watchPlugin } from './watch';
import { workflowPlugin } from './workflow';
import { workspacePlugin } from './workspace';

/** The plugins the app starts with; the host orders them by their requirements. */
export const builtinPlugins: readonly PluginDefinition[] = [
  workflowPlugin,
  workspacePlugin,
  accountPlugin,
  plansPlugin,
  feedbackPlugin,
  deviceProfilerPlugin,
  classificationPlugin,
  predicatePlugin,
  predicateLibraryPlugin,
  riskPlugin,
  testsStandardsPlugin,
  finalizePlugin,
  assistantPlugin,
  pinnedPlugin,
  watchPlugin,
];
