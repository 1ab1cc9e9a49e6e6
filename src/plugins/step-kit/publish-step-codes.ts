import { observe } from '@legendapp/state';
import type { PluginApi } from '../host/types';

/**
 * Keeps one of the step-result context keys (common/step-results.ts) set to the product codes `read` gives,
 * upper-cased, once each and sorted; `read` runs in an observer, so the key follows the store it reads.
 */
export function publishStepCodes(api: PluginApi, key: string, read: () => Iterable<string>): void {
  api.onDispose(observe(() => api.setContext(key, [...new Set([...read()].map((code) => code.toUpperCase()))].sort())));
}
