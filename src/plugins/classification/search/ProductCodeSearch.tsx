import { use$ } from '@legendapp/state/react';
import { CodeSearchBox } from '../../../panels/CodeSearchBox';
import { runSearchCommand } from '../../../panels/run-from-button';
import { scenarioBoard$ } from '../board/board-state';
import { BOARD_TEXTS } from '../board/board-texts';
import { boardUi } from '../board/board-ui';

const TEXT = BOARD_TEXTS.search;
/** SPEC section 5: the box takes at most the 3 letters of a product code. */
const PRODUCT_CODE_LENGTH = 3;

/**
 * The board's product-code search: Enter adds the code as a scenario ('classification.add-product-code'
 * validates and looks it up). The command's message shows under the box until the user types again.
 */
export function ProductCodeSearch() {
  const { busy, error } = use$(scenarioBoard$.search);
  const submit = (productCode: string) =>
    runSearchCommand('classification.add-product-code', { productCode }, () => scenarioBoard$.search.error.peek());
  return (
    <CodeSearchBox
      label={TEXT.label}
      placeholder={TEXT.placeholder}
      submitLabel={TEXT.submit}
      busy={busy}
      error={error}
      onEdit={boardUi.clearSearchError}
      submit={submit}
      maxLength={PRODUCT_CODE_LENGTH}
      upperCase
    />
  );
}
