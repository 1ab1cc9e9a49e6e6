import { batch, observe } from '@legendapp/state';
import type { AppServices } from '../../../app/services';
import { session$ } from '../../../app/auth/session';
import { once } from '../../../app/workflow/once';
import { toast } from '../../../panels/toast';
import { scenarioBoard$ } from '../board/board-state';
import { SCENARIO_LIST_MESSAGES as MESSAGES } from '../messages';
import { findScenario, sameScenarioLists } from '../rules/scenario-list-rules';
import { classification$, type Scenario } from '../store';

export interface ScenarioSync {
  /**
   * Reads the saved list (GET) and reconciles it with the browser's: an empty browser list takes the saved
   * one; a different non-empty one is saved over it (the browser holds the work the user just did). The
   * board's load status follows; a failure is also thrown to the caller (the Retry).
   */
  load(): Promise<void>;
  /** Saves the whole ordered list after the flow's merge or an add; a failure keeps the local list and warns once. */
  mirror(): Promise<void>;
  dispose(): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function adopt(saved: Scenario[]): void {
  const selected = classification$.selectedProductCode.peek();
  batch(() => {
    classification$.scenarios.set(saved);
    if (selected !== null && !findScenario(saved, selected)) classification$.selectedProductCode.set(null);
  });
}

/**
 * Mirrors the scenario list to /reg-strategy/scenarios: the saved list is loaded once per sign-in (the
 * automatic classification waits for it, see run/first-run.ts), and the commands save through it.
 * `scenarios` is read when needed: the plugin host may have been started without services.
 */
export function createScenarioSync(scenarios: () => AppServices['scenarios']): ScenarioSync {
  let loading: Promise<void> | null = null;
  let warned = false;

  const reconcile = async () => {
    const saved = await scenarios().list();
    const local = classification$.scenarios.peek();
    if (local.length === 0) adopt(saved);
    else if (!sameScenarioLists(local, saved)) await scenarios().save(local);
  };

  const load = () => {
    loading ??= (async () => {
      scenarioBoard$.load.assign({ status: 'loading', error: null });
      try {
        await reconcile();
        scenarioBoard$.load.status.set('loaded');
      } catch (error) {
        scenarioBoard$.load.assign({ status: 'failed', error: messageOf(error) });
        throw error;
      } finally {
        loading = null;
      }
    })();
    return loading;
  };

  const mirror = async () => {
    if (session$.status.peek() !== 'signed-in') return;
    try {
      await scenarios().save(classification$.scenarios.peek());
    } catch (error) {
      if (warned) return;
      warned = true;
      toast.warning(MESSAGES.mirrorFailed(messageOf(error)));
    }
  };

  let loadedFor: string | null = null;
  const stopLoading = observe(() => {
    const { status, user } = session$.get();
    if (status !== 'signed-in' || !user) {
      // Signed out, nothing is loaded: the automatic classification waits for the next sign-in's load.
      loadedFor = null;
      if (scenarioBoard$.load.status.peek() !== 'idle') scenarioBoard$.load.assign({ status: 'idle', error: null });
      return;
    }
    if (loadedFor === user.uid) return;
    loadedFor = user.uid;
    // The board shows the failure (with Retry); nothing else to do with it here.
    queueMicrotask(() => void load().catch(() => {}));
  });
  return { load, mirror, dispose: once(stopLoading) };
}
