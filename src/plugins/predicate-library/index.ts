import { definePlugin } from '../host/define-plugin';
import { openDeviceCommand, openLibraryCommand } from './commands';

/** The Predicate Devices page's commands: open the page, open a device on it. */
export const predicateLibraryPlugin = definePlugin({
  id: 'predicate-library',
  activate(api) {
    api.registerCommand(openLibraryCommand);
    api.registerCommand(openDeviceCommand);
  },
});
