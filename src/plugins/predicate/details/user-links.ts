import { use$ } from '@legendapp/state/react';
import { useMemo } from 'react';
import type { UserLinks } from '../../../panels/relationships-graph/graph-model';
import { profile$ } from '../../device-profiler/store';
import { chosenKNumbers } from '../comparison/store';
import { PREDICATE_TEXTS } from '../board/texts';

const TEXT = PREDICATE_TEXTS.details.userLinks;

/**
 * The user's device and the predicates chosen for it under the code ('Add to table'), for the relationships
 * graph to draw as links added by the user (docs/decisions.md, "Recall-aware lineage").
 */
export function useUserLinks(productCode: string): UserLinks {
  const chosen = use$(() => chosenKNumbers(productCode));
  const name = use$(() => profile$.steps.device_name.data.get()).trim();
  const key = chosen.join(' ');
  return useMemo(
    () => ({ key: TEXT.key, name: name || TEXT.unnamed(productCode), where: TEXT.where(productCode), chosenKNumbers: key === '' ? [] : key.split(' ') }),
    [key, name, productCode],
  );
}
