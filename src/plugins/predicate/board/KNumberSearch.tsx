import { use$ } from '@legendapp/state/react';
import { CodeSearchBox } from '../../../panels/CodeSearchBox';
import { runSearchCommand } from '../../../panels/run-from-button';
import { boardUi, predicateBoard$ } from './board-state';
import { PREDICATE_TEXTS } from './texts';

const TEXT = PREDICATE_TEXTS.search;

/** The K-number search: Enter adds the device ('predicate.add-device'); its message stays under the box until the user types. */
export function KNumberSearch() {
  const { busy, error } = use$(predicateBoard$.search);
  const submit = (kNumber: string) => runSearchCommand('predicate.add-device', { kNumber }, () => predicateBoard$.search.error.peek());
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
