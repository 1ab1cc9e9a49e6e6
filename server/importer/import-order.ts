import type { Dataset } from './dataset.ts';

/** Datasets ordered so that each comes after those named in its `after` (when they are in the list). */
export function importOrder(datasets: readonly Dataset[]): Dataset[] {
  const byName = new Map(datasets.map((d) => [d.name, d]));
  const ordered: Dataset[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (dataset: Dataset, chain: string[]) => {
    const seen = state.get(dataset.name);
    if (seen === 'done') return;
    if (seen === 'visiting') throw new Error(`Datasets depend on each other in a cycle: ${[...chain, dataset.name].join(' -> ')}`);
    state.set(dataset.name, 'visiting');
    for (const name of dataset.after ?? []) {
      const required = byName.get(name);
      if (required) visit(required, [...chain, dataset.name]);
    }
    state.set(dataset.name, 'done');
    ordered.push(dataset);
  };
  datasets.forEach((d) => visit(d, []));
  return ordered;
}
