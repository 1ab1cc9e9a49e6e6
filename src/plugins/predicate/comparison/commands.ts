import type { AnyCommand } from '../../../commands/registry';
import type { PluginApi } from '../../host/types';
import { clearStaleComparing, watchComparison } from './auto-compare';
import { compareCommand } from './compare-command';
import { exportCsvCommand } from './export-command';
import { toggleOwnDeviceCommand } from './own-device-command';
import { askComparisonCommand } from './question-command';
import { addRowCommand, editRowCommand, removeRowCommand, resetRowsCommand, showFieldCommand } from './row-commands';
import { addToComparisonCommand, removeFromComparisonCommand } from './selection-commands';

/**
 * The comparison part of the Predicate step, for the predicate plugin's activate: every comparison command
 * (category 'Predicate') and the automatic comparison.
 */
export function activateComparison(api: PluginApi): void {
  clearStaleComparing();
  const commands: AnyCommand[] = [
    addToComparisonCommand,
    removeFromComparisonCommand,
    compareCommand(api),
    askComparisonCommand(api),
    addRowCommand,
    editRowCommand,
    removeRowCommand,
    resetRowsCommand,
    showFieldCommand,
    toggleOwnDeviceCommand(api),
    exportCsvCommand,
  ];
  commands.forEach((command) => api.registerCommand(command));
  watchComparison(api);
}
