import type { AnyCommand } from '../../commands/registry';
import { addProductCodeCommand } from './search/add-product-code-command';
import { openDetailsCommand, refreshCommand, reloadCommand, showInsightsCommand } from './board/board-commands';
import { deleteCommand } from './list/delete-command';
import { moveCommands, reorderCommand } from './list/reorder-commands';
import type { ScenarioCommandDeps } from './list/scenario-command-kit';
import { deselectCommand, selectCommand } from './list/selection-commands';

/** The scenario board's commands: its buttons, drag and drop, the palette and the keys all run these. */
export function scenarioCommands(deps: ScenarioCommandDeps): readonly AnyCommand[] {
  return [
    addProductCodeCommand(deps),
    selectCommand,
    deselectCommand,
    deleteCommand(deps),
    reorderCommand(deps),
    ...moveCommands(deps),
    refreshCommand,
    openDetailsCommand,
    showInsightsCommand,
    reloadCommand(deps),
  ];
}
