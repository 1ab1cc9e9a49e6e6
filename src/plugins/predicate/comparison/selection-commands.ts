import { type } from 'arktype';
import { DATA_MESSAGES } from '../../../api/contracts/data';
import type { Command, CommandContext } from '../../../commands/types';
import { refusal } from '../../classification/refusals';
import { predicate$ } from '../store';
import { COMPARISON_CATEGORY, needsProductCode, nowIso, requireProductCode, selectedProductCode } from './command-kit';
import { addDevice, normalizeKNumber, removeDevice } from './rules/selection-rules';
import { comparisonOf, updateComparison } from './store';
import { COMPARISON_TEXTS as TEXTS } from './texts';
import './command-args';

type KNumberArgs = { kNumber: string };
const KNumberArgs = type({ kNumber: 'string' });

const listedDevices = (productCode: string) => predicate$.devicesByProductCode[productCode]!.peek() ?? [];

function requireKNumber(text: string): string {
  const kNumber = normalizeKNumber(text);
  if (kNumber === '') throw refusal(DATA_MESSAGES.kNumberRequired);
  return kNumber;
}

const choice = (kNumber: string, name: string | null | undefined) => ({ label: `${kNumber} · ${name ?? TEXTS.notAvailable}`, value: { kNumber } });

/** The palette's page for adding: the selected scenario's devices not compared yet. */
const addPrompt = {
  placeholder: 'Choose a device to compare',
  choices: (context: CommandContext) => {
    const code = selectedProductCode(context);
    if (!code) return [];
    const chosen = new Set(comparisonOf(code).selectedKNumbers);
    return listedDevices(code)
      .filter((device) => !chosen.has(device.kNumber))
      .map((device) => choice(device.kNumber, device.deviceName));
  },
};

/** The palette's page for removing: the compared devices. */
const removePrompt = {
  placeholder: 'Choose a device to remove from the comparison',
  choices: (context: CommandContext) => {
    const code = selectedProductCode(context);
    if (!code) return [];
    const names = new Map(listedDevices(code).map((device) => [device.kNumber, device.deviceName]));
    return comparisonOf(code).selectedKNumbers.map((kNumber) => choice(kNumber, names.get(kNumber)));
  },
};

/** 'Add to table' (SPEC section 4): a listed device joins the comparison; a second one flags the automatic comparison. */
export const addToComparisonCommand: Command<KNumberArgs> = {
  id: 'predicate.add-to-comparison',
  title: 'Add a device to the comparison',
  category: COMPARISON_CATEGORY,
  keywords: ['add to table', 'compare', 'comparison', 'choose predicate', 'report', 'k-number'],
  args: KNumberArgs,
  prompt: addPrompt,
  enabled: needsProductCode,
  run({ kNumber }, { context }) {
    const code = requireProductCode(context);
    const k = requireKNumber(kNumber);
    if (!listedDevices(code).some((device) => device.kNumber.toUpperCase() === k)) throw refusal(TEXTS.notInList(k));
    updateComparison(code, (comparison) => addDevice(comparison, k, nowIso()));
  },
};

/** 'Remove from table': the device leaves the comparison (and the report's predicates); the trigger is cleared. */
export const removeFromComparisonCommand: Command<KNumberArgs> = {
  id: 'predicate.remove-from-comparison',
  title: 'Remove a device from the comparison',
  category: COMPARISON_CATEGORY,
  keywords: ['remove from table', 'compare', 'comparison', 'unselect', 'k-number'],
  args: KNumberArgs,
  prompt: removePrompt,
  enabled: needsProductCode,
  run({ kNumber }, { context }) {
    const code = requireProductCode(context);
    const k = requireKNumber(kNumber);
    if (!comparisonOf(code).selectedKNumbers.includes(k)) throw refusal(TEXTS.notCompared(k));
    updateComparison(code, (comparison) => removeDevice(comparison, k));
  },
};
