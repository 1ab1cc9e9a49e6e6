import { observe } from '@legendapp/state';
import type { TestResults } from '../../api/contracts/test-results';
import { ApiError } from '../../app/errors/errors';
import { contextKeys$ } from '../../commands/context';
import { toast } from '../../panels/toast';
import { SIGNED_IN_KEY } from '../account/commands';
import { SELECTED_PRODUCT_CODE_KEY } from '../classification/context-keys';
import type { PluginApi } from '../host/types';
import { productCodeOf } from '../step-kit/step-context';
import { testsStandards$ } from './store';

/** Edits are saved this long after the last one, so typing in a cell is one save. */
export const SAVE_DELAY_MS = 1000;

export const SYNC_MESSAGES = {
  replaced: (productCode: string) =>
    `The tests and standards of ${productCode} were changed in another window or browser: the saved version is shown.`,
} as const;

/** A code's results as this browser holds them, in the server's shape (what a save sends). */
function localCopy(productCode: string) {
  const rows = testsStandards$.rowsByProductCode[productCode]!.peek() ?? [];
  const analysis = testsStandards$.analysisByProductCode[productCode]!.peek();
  return {
    rows,
    analysis: analysis ? { ai_snapshot: analysis.aiSnapshot, engine: analysis.engine, sources: analysis.sources, updated_at: analysis.updatedAt } : null,
  };
}

const fingerprint = (copy: ReturnType<typeof localCopy>) => JSON.stringify(copy);

/**
 * Keeps each product code's Tests & Standards results on the server (REST /test-results), so a new browser
 * has them: the selected scenario's saved results are read when it is selected (a newer saved version
 * replaces this browser's), and every change is saved a second after the last one, from the version last
 * read. A save refused because another window saved first brings that version in and says so. Failures
 * (offline, signed out) leave the browser's copy as it is; the next change tries again.
 */
export function syncTestResults(api: PluginApi): void {
  const server = () => api.services.testResults;
  /** Per code, the results as the server last held them (what is unchanged needs no save). */
  const synced = new Map<string, string>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const savedVersion = (code: string) => testsStandards$.savedVersionByProductCode[code]!.peek() ?? 0;

  const adopt = (code: string, saved: TestResults) => {
    const { rows, analysis, version } = saved;
    testsStandards$.rowsByProductCode[code]!.set(rows);
    if (analysis) {
      testsStandards$.analysisByProductCode[code]!.set({ aiSnapshot: analysis.ai_snapshot, engine: analysis.engine, sources: analysis.sources, updatedAt: analysis.updated_at });
    } else {
      testsStandards$.analysisByProductCode[code]!.delete();
    }
    testsStandards$.savedVersionByProductCode[code]!.set(version);
    synced.set(code, fingerprint(localCopy(code)));
  };

  const save = async (code: string) => {
    const copy = localCopy(code);
    if (synced.get(code) === fingerprint(copy)) return;
    try {
      const saved = await server().save(code, { ...copy, base_version: savedVersion(code) });
      testsStandards$.savedVersionByProductCode[code]!.set(saved.version);
      synced.set(code, fingerprint(copy));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) return;
      adopt(code, await server().get(code));
      toast.info(SYNC_MESSAGES.replaced(code));
    }
  };

  const pull = async (code: string) => {
    const saved = await server().get(code);
    if (saved.version > savedVersion(code)) adopt(code, saved);
    else await save(code);
  };

  const scheduleSave = (code: string) => {
    clearTimeout(timers.get(code));
    timers.set(code, setTimeout(() => void save(code).catch(() => {}), SAVE_DELAY_MS));
  };

  api.onDispose(
    observe(() => {
      const code = productCodeOf(contextKeys$[SELECTED_PRODUCT_CODE_KEY]!.get());
      if (code === null || contextKeys$[SIGNED_IN_KEY]!.get() !== true) return;
      void pull(code).catch(() => {});
    }),
  );
  api.onDispose(
    observe(() => {
      // Read every code's rows and analysis so that any change runs this again.
      const codes = new Set([...Object.keys(testsStandards$.rowsByProductCode.get()), ...Object.keys(testsStandards$.analysisByProductCode.get())]);
      if (contextKeys$[SIGNED_IN_KEY]!.peek() !== true) return;
      for (const code of codes) if (synced.has(code) && synced.get(code) !== fingerprint(localCopy(code))) scheduleSave(code);
    }),
  );
  api.onDispose(() => timers.forEach((timer) => clearTimeout(timer)));
}
