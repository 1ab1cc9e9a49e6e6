import type { PluginDefinition } from './types';

/**
 * Orders plugins so that each comes after the plugins it requires, keeping the given order otherwise.
 * `alreadyActive` ids satisfy requirements without being in the list.
 */
export function activationOrder(
  plugins: readonly PluginDefinition[],
  alreadyActive: ReadonlySet<string> = new Set(),
): PluginDefinition[] {
  const byId = new Map<string, PluginDefinition>();
  for (const plugin of plugins) {
    if (byId.has(plugin.id) || alreadyActive.has(plugin.id)) throw new Error(`Plugin '${plugin.id}' is listed twice or already active`);
    byId.set(plugin.id, plugin);
  }

  const missing = plugins.flatMap((p) =>
    (p.requires ?? []).filter((r) => !byId.has(r) && !alreadyActive.has(r)).map((r) => `'${p.id}' requires '${r}'`),
  );
  if (missing.length > 0) throw new Error(`Unknown plugin requirement: ${missing.join('; ')}`);

  const ordered: PluginDefinition[] = [];
  const done = new Set<string>();
  const visiting: string[] = [];

  const visit = (plugin: PluginDefinition) => {
    if (done.has(plugin.id)) return;
    const cycleStart = visiting.indexOf(plugin.id);
    if (cycleStart >= 0) {
      const cycle = [...visiting.slice(cycleStart), plugin.id].map((id) => `'${id}'`).join(' -> ');
      throw new Error(`Plugin requirements form a cycle: ${cycle}`);
    }
    visiting.push(plugin.id);
    for (const required of plugin.requires ?? []) {
      const dependency = byId.get(required);
      if (dependency) visit(dependency);
    }
    visiting.pop();
    done.add(plugin.id);
    ordered.push(plugin);
  };

  plugins.forEach(visit);
  return ordered;
}
