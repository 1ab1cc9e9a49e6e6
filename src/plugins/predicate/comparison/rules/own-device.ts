import type { ProfileSnapshot } from '../../../common/profile-requests';
import type { DefaultFieldId } from './default-fields';
import type { OwnDeviceProfile } from '../store';

/**
 * The user's own device as a column beside the predicates, so that the table reads as a substantial-
 * equivalence comparison: its values come from the device profile.
 */
export const OWN_DEVICE_COLUMN = 'your-device';

export const ownDeviceProfile = (profile: ProfileSnapshot): OwnDeviceProfile => ({
  device_name: profile.device_name.trim(),
  description: profile.description.trim(),
  intended_use: profile.intended_use.trim(),
  key_specifications: profile.key_specifications.trim(),
  functionality: profile.functionality.trim(),
});

/**
 * The default fields the profile can fill: its name, the scenario's product code, and the predicates chosen
 * for it. Manufacturer, dates and match scores are not part of the profile.
 */
export function ownFieldValue(field: DefaultFieldId, profile: OwnDeviceProfile | null, productCode: string, chosen: readonly string[]): string | null {
  switch (field) {
    case 'deviceName':
      return profile?.device_name || null;
    case 'productCode':
      return productCode;
    case 'predicateDevices':
      return chosen.length === 0 ? null : chosen.join(', ');
    default:
      return null;
  }
}

/** The compare answer's facts the profile holds, by the answer's row names. */
const OWN_FACTS: Readonly<Record<string, (profile: OwnDeviceProfile) => string>> = {
  'Intended Use': (profile) => profile.intended_use,
  'Device Description': (profile) => profile.description,
  'Technological Characteristics': (profile) => [profile.key_specifications, profile.functionality].filter(Boolean).join('\n'),
};

export function ownFactValue(factKey: string, profile: OwnDeviceProfile | null): string | null {
  const read = OWN_FACTS[factKey];
  return (profile && read?.(profile)) || null;
}
