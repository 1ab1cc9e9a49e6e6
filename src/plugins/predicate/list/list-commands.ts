import { batch } from '@legendapp/state';
import { type } from 'arktype';
import { dataApi } from '../../../api/data';
import { ApiError, AppError } from '../../../app/errors/errors';
import type { AppServices } from '../../../app/services';
import { markReported } from '../../../commands/errors';
import type { AnyCommand } from '../../../commands/registry';
import type { Command } from '../../../commands/types';
import { toast } from '../../../panels/toast';
import { isSearchRefusal } from '../../classification/refusals';
import { needsProductCode, onPredicateStep } from '../comparison/command-kit';
import { predicateBoard$ } from '../board/board-state';
import { DEVICE_LIST_MESSAGES as MESSAGES } from '../board/texts';
import { appendDevice, assertNotListed, deviceFromRow, moveDevice, readKNumber, removeDevice, reorderDevices, requireListed, type Reordered } from '../rules/device-list-rules';
import { devicesOf } from '../store';
import { deviceChoicePrompt, hasDevices, KNumberArgs, PREDICATE_CATEGORY, selectedList, setDevices } from './list-kit';
import './command-args';

type Services = () => AppServices;

async function lookUp(services: Services, kNumber: string) {
  try {
    return await dataApi(services().clients).device(kNumber);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new AppError(MESSAGES.notFound(kNumber), { code: 'NOT_FOUND', status: 404 });
    throw error;
  }
}

/**
 * 'predicate.add-device': the K-number search box (and the palette's page). SPEC section 5: trimmed,
 * upper-cased, required; refused when listed; looked up in the data service ('No device found for
 * K-number: {k}' on a 404) and appended. Refusals go into the box; any other failure is 'Device search failed.'.
 */
export function addDeviceCommand(services: Services): Command<{ kNumber: string }> {
  return {
    id: 'predicate.add-device',
    title: 'Add a predicate device by K-number',
    category: PREDICATE_CATEGORY,
    keywords: ['search', 'k-number', '510(k)', 'add', 'predicate', 'device'],
    keys: ['$mod+Alt+K'],
    args: KNumberArgs,
    prompt: { placeholder: 'K-number, e.g. K213456', fromText: (text) => ({ kNumber: text }) },
    when: onPredicateStep,
    enabled: needsProductCode,
    async run({ kNumber: text }, env) {
      predicateBoard$.search.error.set(null);
      try {
        const { productCode, devices } = selectedList(env.context);
        const kNumber = readKNumber(text);
        assertNotListed(devices, kNumber);
        predicateBoard$.search.busy.set(true);
        const draft = deviceFromRow(await lookUp(services, kNumber));
        setDevices(productCode, appendDevice(devicesOf(productCode), draft));
        toast.success(MESSAGES.added(kNumber));
      } catch (error) {
        if (isSearchRefusal(error)) {
          predicateBoard$.search.error.set(error.message);
          throw error;
        }
        predicateBoard$.search.error.set(MESSAGES.searchFailed);
        toast.error(MESSAGES.searchFailed);
        throw markReported(error);
      } finally {
        predicateBoard$.search.busy.set(false);
      }
    },
  };
}

/**
 * 'predicate.delete-device': without `confirmed` it opens the 'Delete Item' confirmation; confirmed, the
 * device leaves the list (the rest renumbered) and the comparison; a failure puts the list back.
 */
export const deleteDeviceCommand: Command<{ kNumber: string; confirmed?: boolean }> = {
  id: 'predicate.delete-device',
  title: 'Delete a predicate device',
  category: PREDICATE_CATEGORY,
  keywords: ['remove', 'device', 'k-number'],
  args: type({ kNumber: 'string', 'confirmed?': 'boolean' }),
  prompt: deviceChoicePrompt((kNumber) => ({ kNumber })),
  when: onPredicateStep,
  enabled: hasDevices,
  async run({ kNumber, confirmed = false }, env) {
    const { productCode, devices } = selectedList(env.context);
    const device = requireListed(devices, kNumber);
    if (!confirmed) {
      predicateBoard$.confirmDelete.set(device.kNumber);
      return;
    }
    predicateBoard$.deleting.set(device.kNumber);
    try {
      batch(() => {
        setDevices(productCode, removeDevice(devices, device.kNumber));
        if (predicateBoard$.sidePanelDevice.peek() === device.kNumber) predicateBoard$.sidePanelDevice.set(null);
      });
      await env.execute('predicate.remove-from-comparison', { kNumber: device.kNumber }).catch(() => undefined);
      toast.success(MESSAGES.deleted(device.kNumber));
    } catch (error) {
      setDevices(productCode, devices);
      toast.error(MESSAGES.deleteFailed);
      throw markReported(error);
    } finally {
      predicateBoard$.assign({ deleting: null, confirmDelete: null });
    }
  },
};

/** SPEC section 4: the new order is shown at once; a failure puts the previous one back. An unchanged order does nothing. */
function applyOrder(productCode: string, previous: ReturnType<typeof devicesOf>, { devices, unchanged }: Reordered): void {
  if (unchanged) return;
  try {
    setDevices(productCode, devices);
  } catch (error) {
    setDevices(productCode, previous);
    toast.error(MESSAGES.orderReverted);
    throw markReported(new AppError(MESSAGES.orderFailed, { details: error }));
  }
  toast.success(MESSAGES.orderUpdated);
}

/** 'predicate.reorder': drag and drop, with the K-numbers in their new order. */
export const reorderCommand: Command<{ kNumbers: string[] }> = {
  id: 'predicate.reorder',
  title: 'Reorder the predicate devices',
  category: PREDICATE_CATEGORY,
  keywords: ['order', 'drag', 'move', 'sort'],
  args: type({ kNumbers: 'string[]' }),
  enabled: needsProductCode,
  run({ kNumbers }, env) {
    const { productCode, devices } = selectedList(env.context);
    applyOrder(productCode, devices, reorderDevices(devices, kNumbers));
  },
};

function moveCommand(step: -1 | 1): Command<{ kNumber: string }> {
  const earlier = step < 0;
  return {
    id: earlier ? 'predicate.move-earlier' : 'predicate.move-later',
    title: earlier ? 'Move a predicate device earlier' : 'Move a predicate device later',
    category: PREDICATE_CATEGORY,
    keywords: ['order', 'reorder', earlier ? 'up' : 'down', 'device'],
    args: KNumberArgs,
    prompt: deviceChoicePrompt((kNumber) => ({ kNumber })),
    when: onPredicateStep,
    enabled: hasDevices,
    run({ kNumber }, env) {
      const { productCode, devices } = selectedList(env.context);
      applyOrder(productCode, devices, moveDevice(devices, kNumber, step));
    },
  };
}

/** The predicate list's commands: the search box, the cards' delete, drag and drop, the palette and the keys. */
export const listCommands = (services: Services): readonly AnyCommand[] => [
  addDeviceCommand(services),
  deleteDeviceCommand,
  reorderCommand,
  moveCommand(-1),
  moveCommand(1),
];
