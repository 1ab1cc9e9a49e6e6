import type { Command } from '../../../commands/types';
import type { PluginApi } from '../../host/types';
import { requestProfile } from '../../common/profile-requests';
import { COMPARISON_CATEGORY, needsProductCode, requireProductCode } from './command-kit';
import { ownDeviceProfile } from './rules/own-device';
import { comparisonOf, updateComparison } from './store';
import './command-args';

/** Reads the device profile again into the 'Your device' column of the code. */
export async function refreshOwnDevice(api: PluginApi, productCode: string): Promise<void> {
  const profile = ownDeviceProfile(await requestProfile(api.bus));
  updateComparison(productCode, (comparison) => ({ ...comparison, ownDevice: { ...comparison.ownDevice, profile } }));
}

/**
 * 'predicate.toggle-own-device': the user's device, from the profile, as a column beside the predicates, so
 * that the table reads as a substantial-equivalence comparison; again, it leaves the table.
 */
export function toggleOwnDeviceCommand(api: PluginApi): Command {
  return {
    id: 'predicate.toggle-own-device',
    title: 'Show or hide your device in the comparison',
    category: COMPARISON_CATEGORY,
    keywords: ['your device', 'own device', 'profile', 'substantial equivalence', 'column', 'compare'],
    enabled: needsProductCode,
    async run(_args, { context }) {
      const code = requireProductCode(context);
      if (comparisonOf(code).ownDevice.shown) {
        updateComparison(code, (comparison) => ({ ...comparison, ownDevice: { ...comparison.ownDevice, shown: false } }));
        return;
      }
      await refreshOwnDevice(api, code);
      updateComparison(code, (comparison) => ({ ...comparison, ownDevice: { ...comparison.ownDevice, shown: true } }));
    },
  };
}
