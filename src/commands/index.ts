export type {
  ArgsParam,
  Command,
  CommandArgs,
  CommandContext,
  CommandEnv,
  CommandId,
  CommandPrompt,
  CommandSource,
  Disposable,
} from './types';
export {
  CommandRegistry,
  commandRegistry,
  describeCommand,
  NOT_AVAILABLE_REASON,
  type AnyCommand,
  type CommandDescription,
  type CommandExecution,
  type CommandRegistryOptions,
} from './registry';
export { CommandArgsError, CommandDisabledError, CommandNotFoundError } from './errors';
export { contextKeys$, getContext, onContextChange, setContextKey } from './context';
export { useCommandContext, useCommands } from './hooks';
export { requiresArgs } from './requires-args';
export { formatKeys, installKeymap, type KeymapOptions } from './keymap';
export { CommandPalette, type CommandPaletteProps } from './palette/CommandPalette';
export { closePalette, openPalette, palette$, togglePalette, type PaletteState } from './palette/palette-store';
export { PALETTE_TOGGLE_ID, paletteCommands } from './palette/palette-commands';
export { recentCommandIds$, RECENT_COMMANDS_STORAGE_KEY } from './palette/recent';
