import { type } from 'arktype';
import { showSidePanel } from '../../../app/workspace/workspace-store';
import type { AnyCommand } from '../../../commands/registry';
import type { Command } from '../../../commands/types';
import type { PluginApi } from '../../host/types';
import { requestProfile } from '../../common/profile-requests';
import { thenRequiredProfile } from '../../step-kit/product-code-run';
import { runTrackedAnalysis } from '../../step-kit/tracked-analysis';
import { comparisonAvailability } from '../comparison/availability';
import { needsProductCode, onPredicateStep, requireProductCode, selectedProductCode } from '../comparison/command-kit';
import { deviceChoicePrompt, hasDevices, KNumberArgs, PREDICATE_CATEGORY, selectedList } from '../list/list-kit';
import { requireListed } from '../rules/device-list-rules';
import { predicateBoard$, type DetailsSection } from './board-state';
import '../list/command-args';

/** The side panel tab that shows a device's record (see index.ts). */
export const DEVICE_SIDE_PANEL_ID = 'predicate-device';

const analysisCommand = (id: 'predicate.refresh' | 'predicate.reload', title: string, keys?: string[]): Command => ({
  id,
  title,
  category: PREDICATE_CATEGORY,
  keywords: ['run agent', 'refresh', 'retry', 'predicates', 'analysis', 'similar devices'],
  ...(keys ? { keys } : {}),
  when: onPredicateStep,
  enabled: thenRequiredProfile(needsProductCode),
  run: (_args, env) => {
    const productCode = requireProductCode(env.context);
    return runTrackedAnalysis(predicateBoard$.analysis, productCode, () => env.execute('predicate.run', { productCode }));
  },
});

/** 'predicate.view-details' and 'predicate.open-graph': the large dialog, with the profile words to highlight. */
function detailsCommand(api: PluginApi, id: 'predicate.view-details' | 'predicate.open-graph', fixed?: DetailsSection): Command<{ kNumber: string; section?: DetailsSection }> {
  return {
    id,
    title: fixed === 'graph' ? 'Open the relationships graph of a device' : 'View the details of a predicate device',
    category: PREDICATE_CATEGORY,
    keywords: fixed === 'graph' ? ['graph', 'lineage', 'predicates', 'postdicates', 'relationships'] : ['details', 'reasoning', 'match', 'graph', 'comparison'],
    args: fixed ? KNumberArgs : type({ kNumber: 'string', 'section?': "'reasoning' | 'graph' | 'comparison'" }),
    prompt: deviceChoicePrompt((kNumber) => ({ kNumber })),
    when: onPredicateStep,
    enabled: hasDevices,
    async run({ kNumber, section }, env) {
      const device = requireListed(selectedList(env.context).devices, kNumber);
      const profile = await requestProfile(api.bus).catch(() => null);
      const profileTexts = profile ? [profile.device_name, profile.description, profile.intended_use, profile.key_specifications, profile.functionality] : [];
      predicateBoard$.details.set({ kNumber: device.kNumber, section: fixed ?? section ?? 'reasoning', profileTexts });
    },
  };
}

/** The board's view commands: the record side panel, the details dialog, the analysis, the insights, the toggle. */
export function viewCommands(api: PluginApi): readonly AnyCommand[] {
  const openDetails: Command<{ kNumber: string }> = {
    id: 'predicate.open-details',
    title: 'Show the record of a predicate device',
    category: PREDICATE_CATEGORY,
    keywords: ['record', 'k-number', 'summary', 'side panel', 'details'],
    args: KNumberArgs,
    prompt: deviceChoicePrompt((kNumber) => ({ kNumber })),
    when: onPredicateStep,
    enabled: hasDevices,
    run({ kNumber }) {
      predicateBoard$.sidePanelDevice.set(kNumber.trim().toUpperCase());
      showSidePanel(DEVICE_SIDE_PANEL_ID);
    },
  };
  const showInsights: Command = {
    id: 'predicate.show-insights',
    title: 'Show the predicate research insights',
    category: PREDICATE_CATEGORY,
    keywords: ['research', 'insights', 'predicates'],
    keys: ['$mod+Alt+I'],
    when: onPredicateStep,
    run: () => predicateBoard$.insightsOpen.set(true),
  };
  const toggleView: Command = {
    id: 'predicate.toggle-view',
    title: 'Switch between the devices and the comparison',
    category: PREDICATE_CATEGORY,
    keywords: ['comparison', 'table', 'devices', 'cards', 'view'],
    keys: ['$mod+Alt+T'],
    when: onPredicateStep,
    enabled: (context) => {
      const code = selectedProductCode(context);
      return code === null ? needsProductCode(context) : comparisonAvailability(code);
    },
    run: () => predicateBoard$.view.set((view) => (view === 'devices' ? 'comparison' : 'devices')),
  };
  return [
    openDetails,
    detailsCommand(api, 'predicate.view-details'),
    detailsCommand(api, 'predicate.open-graph', 'graph'),
    analysisCommand('predicate.refresh', 'Refresh predicate devices', ['$mod+Alt+R']),
    analysisCommand('predicate.reload', 'Load the predicate devices again'),
    showInsights,
    toggleView,
  ];
}

