import { type } from 'arktype';
import { DATA_MESSAGES } from '../../api/contracts/data';
import { AppError } from '../../app/errors/errors';
import { navigateTo } from '../../app/workflow/navigation';
import type { Command } from '../../commands/types';

/** The sidebar's Predicate Devices page (SPEC section 2), outside the workflow. */
export const LIBRARY_PATH = '/predicates';

declare module '../../commands/types' {
  interface CommandArgs {
    'predicate-library.open': void;
    'predicate-library.open-device': { kNumber: string };
  }
}

const CATEGORY = 'Predicate Devices';

export const openLibraryCommand: Command = {
  id: 'predicate-library.open',
  title: 'Go to Predicate Devices',
  category: CATEGORY,
  keywords: ['search', 'devices', 'k-number', '510(k)', 'library', 'lineage'],
  keys: ['$mod+Alt+D'],
  run: () => navigateTo(LIBRARY_PATH),
};

/** Any K-number the data may hold: a device known only from predicate links opens too (its page says so). */
export const openDeviceCommand: Command<{ kNumber: string }> = {
  id: 'predicate-library.open-device',
  title: 'Open a device by K-number',
  category: CATEGORY,
  keywords: ['k-number', 'device', 'record', 'lineage', 'graph', 'predicates'],
  args: type({ kNumber: 'string' }),
  prompt: { placeholder: 'K-number, e.g. K213456', fromText: (text) => ({ kNumber: text }) },
  run({ kNumber }) {
    const k = kNumber.trim().toUpperCase();
    if (k === '') throw new AppError(DATA_MESSAGES.kNumberRequired, { code: 'VALIDATION_ERROR', status: 400 });
    navigateTo(LIBRARY_PATH, { k });
  },
};

