import type { ComponentType } from 'react';
import type { Command, Disposable } from '../../commands/types';
import type { StepId } from '../../app/workflow-steps';
import type { AppServices } from '../../app/services';
import type { RequestBus } from './request-bus';

/** The main panel of a workflow step, shown by the strategy route for its path. */
export interface StepContribution {
  step: StepId;
  /** Lazy-loaded so that each step's code loads only when opened. */
  component: ComponentType;
  /**
   * The step action run by Next. It may veto moving on by returning a reason (shown to the user)
   * or false. The navigator reads 'Processing...' while it runs.
   */
  beforeNext?(): Promise<true | false | string> | true | false | string;
}

/** A panel shown beside the step (collapsible side panel of the workspace). */
export interface SidePanelContribution {
  id: string;
  title: string;
  component: ComponentType;
  /** Shown only for these steps; all steps when absent. */
  steps?: readonly StepId[];
}

export interface PluginApi {
  readonly pluginId: string;
  registerCommand<A>(command: Command<A>): Disposable;
  registerStep(step: StepContribution): Disposable;
  registerSidePanel(panel: SidePanelContribution): Disposable;
  /** Sets a context key read by commands' when/enabled; removed when the plugin is deactivated. */
  setContext(key: string, value: unknown): void;
  /** Cross-feature requests (SPEC section 9) without importing the other plugin. */
  readonly bus: RequestBus;
  /** The API clients of the three bases (throws when the host was started without them, as in some tests). */
  readonly services: AppServices;
  /** Anything else the plugin sets up (observers, timers) to undo on deactivation. */
  onDispose(dispose: () => void): void;
}

export interface PluginDefinition {
  id: string;
  requires?: readonly string[];
  activate(api: PluginApi): void | Promise<void>;
}
