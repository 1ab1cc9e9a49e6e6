import { use$ } from '@legendapp/state/react';
import { CodeSearchBox } from '../../../panels/CodeSearchBox';
import { reportCommandFailure, runFromButton } from '../../../panels/run-from-button';
import { boardUi, predicateBoard$ } from './board-state';
import { PREDICATE_TEXTS } from './texts';

const TEXT = PREDICATE_TEXTS.search;

/** The K-number search: Enter adds the device ('predicate.add-device'); its message stays under the box until the user types. */
export function KNumberSearch() {
  const { busy, error } = use$(predicateBoard$.search);
  const submit = (kNumber: string) =>
    runFromButton('predicate.add-device', { kNumber }, (failure) => {
      // A refusal (required, listed, not found) is the command's message in the box, not a toast.
      if (predicateBoard$.search.error.peek() === null) reportCommandFailure(failure);
    });
  return (
    <CodeSearchBox
      label={TEXT.label}
      placeholder={TEXT.placeholder}
      submitLabel={TEXT.submit}
      busy={busy}
      error={error}
      onEdit={boardUi.clearSearchError}
      submit={submit}
    />
  );
}
