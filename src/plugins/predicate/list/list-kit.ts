import { type } from 'arktype';
import type { CommandContext, CommandPrompt } from '../../../commands/types';
import { requireProductCode, selectedProductCode } from '../comparison/command-kit';
import { DEVICE_LIST_MESSAGES as MESSAGES } from '../board/texts';
import { devicesOf, predicate$, type PredicateDevice } from '../store';

export const PREDICATE_CATEGORY = 'Predicate';

export const KNumberArgs = type({ kNumber: 'string' });

/** A command on one listed device needs the selected scenario to list one. */
export const hasDevices = (context: CommandContext): true | string => {
  const code = selectedProductCode(context);
  return code !== null && devicesOf(code).length > 0 ? true : MESSAGES.noDevices;
};

export const deviceLabel = (device: PredicateDevice) => `${device.order}. ${device.kNumber} · ${device.deviceName ?? ''}`;

/** The palette's page for a command on one device: the selected scenario's devices to choose from. */
export function deviceChoicePrompt<A>(toArgs: (kNumber: string) => A): CommandPrompt<A> {
  return {
    placeholder: 'Choose a device',
    choices: (context) => {
      const code = selectedProductCode(context);
      return code ? devicesOf(code).map((device) => ({ label: deviceLabel(device), value: toArgs(device.kNumber) })) : [];
    },
  };
}

/** The selected scenario's product code and its list (refused without one). */
export function selectedList(context: CommandContext): { productCode: string; devices: PredicateDevice[] } {
  const productCode = requireProductCode(context);
  return { productCode, devices: devicesOf(productCode) };
}

export const setDevices = (productCode: string, devices: PredicateDevice[]) => predicate$.devicesByProductCode[productCode]!.set(devices);
