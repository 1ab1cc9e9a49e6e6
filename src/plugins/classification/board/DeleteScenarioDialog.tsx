import { use$ } from '@legendapp/state/react';
import { ConfirmDialog } from '../../../panels/ConfirmDialog';
import { runFromButton } from '../../../panels/run-from-button';
import { scenarioBoard$ } from './board-state';
import { BOARD_TEXTS } from './board-texts';
import { boardUi } from './board-ui';

const TEXT = BOARD_TEXTS.deleteDialog;

/** SPEC section 2's delete confirmation, open while 'classification.delete' waits for it. */
export function DeleteScenarioDialog() {
  const productCode = use$(scenarioBoard$.confirmDelete);
  const deleting = use$(scenarioBoard$.deleting);
  return (
    <ConfirmDialog
      open={productCode !== null}
      title={TEXT.title}
      message={productCode === null ? '' : TEXT.message(productCode)}
      confirmLabel={TEXT.confirm}
      busy={deleting !== null}
      busyLabel={TEXT.busy}
      destructive
      onConfirm={() => {
        if (productCode !== null) void runFromButton('classification.delete', { productCode, confirmed: true });
      }}
      onCancel={boardUi.cancelDelete}
    />
  );
}
