import { type } from 'arktype';
import { vi, type Mock } from 'vitest';
import { commandRegistry } from '../../../commands/registry';
import type { Disposable } from '../../../commands/types';

/** For the board's tests: stand-ins for the classification commands the board runs, in the app's registry. */

const WITH_ARGS = [
  'classification.add-product-code',
  'classification.select',
  'classification.delete',
  'classification.reorder',
  'classification.open-details',
] as const;
const WITHOUT_ARGS = ['classification.refresh', 'classification.show-insights', 'classification.reload'] as const;
type BoardCommandId = (typeof WITH_ARGS)[number] | (typeof WITHOUT_ARGS)[number];

export type BoardCommandRuns = Record<BoardCommandId, Mock<(args: unknown) => void | Promise<void>>>;

/**
 * Registers a stand-in for each command, recording its arguments (and doing what `behaviour` says);
 * dispose() removes them.
 */
export function stubBoardCommands(behaviour: Partial<Record<BoardCommandId, (args: unknown) => void | Promise<void>>> = {}) {
  const runs = {} as BoardCommandRuns;
  const registrations: Disposable[] = [];
  for (const id of [...WITH_ARGS, ...WITHOUT_ARGS]) {
    runs[id] = vi.fn(behaviour[id] ?? (() => undefined));
    registrations.push(
      commandRegistry.register<unknown>({
        id,
        title: id,
        category: 'Scenario',
        ...((WITH_ARGS as readonly string[]).includes(id) ? { args: type('object') } : {}),
        run: (args) => runs[id](args),
      }),
    );
  }
  return { runs, dispose: () => registrations.forEach((registration) => registration.dispose()) };
}
