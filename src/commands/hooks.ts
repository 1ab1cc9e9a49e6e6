import { useCallback, useSyncExternalStore } from 'react';
import { getContext, onContextChange } from './context';
import type { AnyCommand, CommandRegistry } from './registry';
import type { CommandContext } from './types';

/** The context keys snapshot, re-rendering when a key changes. */
export function useCommandContext(): CommandContext {
  return useSyncExternalStore(subscribeToContext, getContext);
}

/** The registry's commands in registration order, re-rendering on register/dispose. */
export function useCommands(registry: CommandRegistry): readonly AnyCommand[] {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = registry.onDidChange(onChange);
      return () => subscription.dispose();
    },
    [registry],
  );
  return useSyncExternalStore(subscribe, () => registry.list());
}

function subscribeToContext(onChange: () => void): () => void {
  const subscription = onContextChange(onChange);
  return () => subscription.dispose();
}
