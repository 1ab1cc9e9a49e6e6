import { paletteCommands } from '../../commands/palette/palette-commands';
import { definePlugin } from '../host/define-plugin';
import { workspaceCommands } from './commands';

/** The workspace frame's own commands: the palette toggle and the side panel. */
export const workspacePlugin = definePlugin({
  id: 'workspace',
  activate(api) {
    [...paletteCommands, ...workspaceCommands].forEach((command) => api.registerCommand(command));
  },
});
