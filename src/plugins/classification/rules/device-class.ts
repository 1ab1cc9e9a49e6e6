import type { DeviceClass } from '../../../api/contracts/data';

const CLASS_OF_NUMBER: Record<string, DeviceClass> = {
  '1': 'Class I',
  '2': 'Class II',
  '3': 'Class III',
  I: 'Class I',
  II: 'Class II',
  III: 'Class III',
};

/**
 * SPEC section 3: a device class from '1', '2', '3' or the Class text ('Class II', 'class 2', 'II') as
 * 'Class I', 'Class II' or 'Class III'; anything else ('U', 'N', 'F', blank, unknown text) is 'Unknown'.
 */
export function normalizeDeviceClass(value: string | number | null | undefined): DeviceClass {
  const text = String(value ?? '')
    .trim()
    .toUpperCase()
    .replace(/^CLASS\s*/, '');
  return CLASS_OF_NUMBER[text] ?? 'Unknown';
}
