import { type } from 'arktype';
import { AI_MESSAGES } from '../../../api/contracts/ai';
import { clampRiskYears } from '../../../api/data';
import type { AnyCommand } from '../../../commands/registry';
import type { Command } from '../../../commands/types';
import { thenRequiredProfile } from '../../step-kit/product-code-run';
import { onStep, productCodeGuard } from '../../step-kit/step-context';
import { runTrackedAnalysis } from '../../step-kit/tracked-analysis';
import { riskDateRange$ } from '../store';
import { riskBoard$, riskView$, type ProblemKind, type RiskDialog } from './dashboard-state';

export const RISK_CATEGORY = 'Risk';
const onRiskStep = onStep('risk');
/** SPEC section 5: the text when no scenario (product code) is selected. */
const { needs: needsProductCode, require: requireProductCode } = productCodeGuard(AI_MESSAGES.riskNoProductCode);

export interface YearRangeArgs {
  startYear: number;
  endYear: number;
}
export interface ReportsArgs {
  problem?: string;
  kind?: ProblemKind;
}

declare module '../../../commands/types' {
  interface CommandArgs {
    'risk.refresh': void;
    'risk.set-years': YearRangeArgs;
    'risk.toggle-snapshot': void;
    'risk.open-recalls': void;
    'risk.open-mdrs': void;
    'risk.open-device-problems': void;
    'risk.open-patient-problems': void;
    'risk.open-reports': ReportsArgs | undefined;
  }
}

const YearRangeArgs = type({ startYear: 'number.integer', endYear: 'number.integer' });
/** No arguments (from the palette): all the reports of the range. */
const ReportsArgs = type({ 'problem?': 'string', 'kind?': "'device' | 'patient'" }).or('undefined');

/** '2010-2020', '2015 to now', '2018' (that one year); 'now' is the current year. */
export function parseYearRange(text: string, currentYear = new Date().getFullYear()): YearRangeArgs {
  const years = text
    .toLowerCase()
    .split(/\s*(?:-|–|to|\s)\s*/)
    .filter(Boolean)
    .map((part) => (part === 'now' ? currentYear : Number(part)));
  const [startYear = Number.NaN, endYear = startYear] = years;
  return { startYear, endYear };
}

const dialogCommand = (id: `risk.open-${string}`, title: string, keywords: string[], dialog: RiskDialog): Command => ({
  id,
  title,
  category: RISK_CATEGORY,
  keywords,
  when: onRiskStep,
  enabled: needsProductCode,
  run: () => riskBoard$.dialog.set(dialog),
});

/** The dashboard's commands: refresh, the year range, the snapshot's visibility and each figure's dialog. */
export function riskViewCommands(): readonly AnyCommand[] {
  const refresh: Command = {
    id: 'risk.refresh',
    title: 'Rerun the risk analysis',
    category: RISK_CATEGORY,
    keywords: ['refresh', 'rerun', 'retry', 'risk', 'snapshot', 'recalls', 'mdr', 'adverse events'],
    keys: ['$mod+Alt+R'],
    when: onRiskStep,
    enabled: thenRequiredProfile(needsProductCode),
    run: (_args, env) => {
      const productCode = requireProductCode(env.context);
      // Asked by a user, the cards are fetched again too; the automatic first run leaves them as they are.
      if (env.source !== 'api') riskBoard$.revision[productCode]!.set((revision) => (revision ?? 0) + 1);
      return runTrackedAnalysis(riskBoard$.analysis, productCode, () => env.execute('risk.run', { productCode }));
    },
  };
  const setYears: Command<YearRangeArgs> = {
    id: 'risk.set-years',
    title: 'Set the years of the risk dashboard',
    category: RISK_CATEGORY,
    keywords: ['years', 'range', 'dates', 'slider', 'period', 'since'],
    args: YearRangeArgs,
    prompt: { placeholder: 'Years, e.g. 2010-2020 or 2015-now', fromText: (text) => parseYearRange(text) },
    when: onRiskStep,
    run: (years) => riskDateRange$.set(clampRiskYears(years)),
  };
  const toggleSnapshot: Command = {
    id: 'risk.toggle-snapshot',
    title: 'Show or hide the AI risk snapshot',
    category: RISK_CATEGORY,
    keywords: ['ai', 'snapshot', 'panel', 'show', 'hide', 'summary'],
    keys: ['$mod+Alt+A'],
    when: onRiskStep,
    run: () => riskView$.snapshotShown.set((shown) => !shown),
  };
  const openReports: Command<ReportsArgs | undefined> = {
    id: 'risk.open-reports',
    title: 'List the MDR reports behind the figures',
    category: RISK_CATEGORY,
    keywords: ['reports', 'mdr', 'maude', 'adverse events', 'source', 'list'],
    args: ReportsArgs,
    when: onRiskStep,
    enabled: needsProductCode,
    run: (args) => {
      const { problem, kind } = args ?? {};
      riskBoard$.dialog.set(problem && kind ? { kind: 'reports', problem: { kind, term: problem } } : { kind: 'reports' });
    },
  };
  return [
    refresh,
    setYears,
    toggleSnapshot,
    dialogCommand('risk.open-recalls', 'Open the recalls analysis', ['recalls', 'class', 'more'], { kind: 'recalls' }),
    dialogCommand('risk.open-mdrs', 'Open the MDRs analysis', ['mdr', 'reports', 'per year', 'peak', 'more'], { kind: 'mdrs' }),
    dialogCommand('risk.open-device-problems', 'Open the device problems breakdown', ['device problems', 'imdrf', 'more'], { kind: 'problems', problemKind: 'device' }),
    dialogCommand('risk.open-patient-problems', 'Open the patient problems breakdown', ['patient problems', 'health effects', 'imdrf', 'more'], {
      kind: 'problems',
      problemKind: 'patient',
    }),
    openReports,
  ];
}
