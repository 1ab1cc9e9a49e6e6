import type { PluginDefinition } from './types';

const PLUGIN_ID = /^[a-z][a-z0-9-]*$/;

/** Checks a plugin definition and returns it unchanged. */
export function definePlugin(definition: PluginDefinition): PluginDefinition {
  const { id, requires = [], activate } = definition;
  if (typeof id !== 'string' || !PLUGIN_ID.test(id)) {
    throw new Error(`Invalid plugin id '${String(id)}': use lower-case letters, digits and dashes, starting with a letter`);
  }
  if (typeof activate !== 'function') {
    throw new Error(`Plugin '${id}' has no activate function`);
  }
  if (!Array.isArray(requires) || requires.some((r) => typeof r !== 'string')) {
    throw new Error(`Plugin '${id}': requires must be a list of plugin ids`);
  }
  if (requires.includes(id)) {
    throw new Error(`Plugin '${id}' requires itself`);
  }
  if (new Set(requires).size !== requires.length) {
    throw new Error(`Plugin '${id}' lists a requirement twice`);
  }
  return definition;
}
