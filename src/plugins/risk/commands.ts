import { aiApi } from '../../api/ai';
import { AI_MESSAGES } from '../../api/contracts/ai';
import { dataApi } from '../../api/data';
import type { Command } from '../../commands/types';
import type { PluginApi } from '../host/types';
import { requestProfile, toAiProfile } from '../common/profile-requests';
import { needsRequiredProfile, ProductCodeRunArgs, productCodePrompt, requireDeviceInformation, runWithToasts } from '../step-kit/product-code-run';
import { openStepCommand } from '../workflow/open-step-command';
import { fetchRiskData } from './fetch-risk-data';
import { risk$, riskDateRange$ } from './store';

/** SPEC section 8. */
export const RISK_MESSAGES = {
  completed: 'Risk analysis completed successfully!',
  failed: 'Risk analysis failed.',
} as const;

declare module '../../commands/types' {
  interface CommandArgs {
    'risk.open': void;
    'risk.run': ProductCodeRunArgs;
  }
}

/**
 * 'risk.run': SPEC section 4's risk analysis for one product code, over the dashboard's year range: the four
 * data fetches (each failure tolerated), then risk/invoke. The result replaces the code's stored one only
 * when the whole analysis succeeded.
 */
export function riskRunCommand(api: PluginApi): Command<ProductCodeRunArgs> {
  return {
    id: 'risk.run',
    title: 'Run the risk analysis for a product code',
    category: 'Risk',
    keywords: ['risk', 'recalls', 'adverse events', 'mdr', 'maude', 'device problems', 'patient problems', 'snapshot', 'refresh'],
    args: ProductCodeRunArgs,
    prompt: productCodePrompt,
    enabled: needsRequiredProfile,
    run({ productCode, quiet = false }) {
      return runWithToasts(quiet, { completed: RISK_MESSAGES.completed, failed: RISK_MESSAGES.failed }, async () => {
        const profile = await requestProfile(api.bus);
        requireDeviceInformation(profile, AI_MESSAGES.riskDeviceInformation);
        const years = { ...riskDateRange$.peek() };
        const data = await fetchRiskData(dataApi(api.services.clients), productCode, years);
        const { risk_level, risk_total, ai_snapshot, highlights, engine, sources } = await aiApi(api.services.clients).risk({
          ...toAiProfile(profile),
          product_code: productCode,
          // The AI call takes the split by device class; the recall-class split is the server's own to read.
          total_recalls: data.totalRecalls.value && data.totalRecalls.value.map(({ device_class, count }) => ({ device_class, count })),
          total_mdrs: data.totalMdrs.value,
          top_device_problems: data.topDeviceProblems.value,
          top_patient_problems: data.topPatientProblems.value,
        });
        risk$.resultsByProductCode[productCode]!.set({
          years,
          data,
          analysis: { risk_level, risk_total, ai_snapshot, highlights, engine, sources },
          updatedAt: new Date().toISOString(),
        });
      });
    },
  };
}

export const riskCommands = [openStepCommand('risk')];
