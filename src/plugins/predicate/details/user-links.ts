import { use$ } from '@legendapp/state/react';
import { useMemo } from 'react';
import type { UserLinks } from '../../../panels/relationships-graph/graph-model';
import { profile$ } from '../../device-profiler/store';
import { chosenKNumbers, comparison$ } from '../comparison/store';
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

/**
 * For a device opened outside the Predicate step (the Predicate Devices page): the user's links of the product
 * code under which they chose it as a predicate, else of the device's own code.
 */
export function useUserLinksOf(kNumber: string, deviceProductCode: string | null): UserLinks {
  const chosenUnder = use$(() =>
    Object.entries(comparison$.byProductCode.get() ?? {}).find(([, comparison]) => comparison.selectedKNumbers.includes(kNumber))?.[0],
  );
  return useUserLinks(chosenUnder ?? deviceProductCode ?? '');
}
