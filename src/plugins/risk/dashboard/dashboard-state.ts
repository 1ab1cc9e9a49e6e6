import { observable } from '@legendapp/state';
import { type } from 'arktype';
import type { ProblemKind } from '../../../api/contracts/data';
import { definePersistedStore } from '../../../app/workflow/persisted-store';
import type { AnalysisStates } from '../../step-kit/tracked-analysis';

export type { ProblemKind };

/** The MDR reports a figure rests on: all of the range's, or those naming one problem. */
export interface ReportsFilter {
  problem?: { kind: ProblemKind; term: string };
}

/** The dashboard's dialogs: the four 'More >' analyses and the list of reports behind a figure. */
export type RiskDialog =
  | { kind: 'recalls' }
  | { kind: 'mdrs' }
  | { kind: 'problems'; problemKind: ProblemKind }
  | ({ kind: 'reports' } & ReportsFilter);

/**
 * Not stored: what the risk dashboard shows besides the data. The commands set it; the components read it and
 * close their own dialogs.
 */
export const riskBoard$ = observable({
  /** Per product code, the risk analysis the board started (automatically, by Refresh or by Retry). */
  analysis: {} as AnalysisStates,
  /** Per product code, bumped by Refresh so the dashboard's data queries are asked again. */
  revision: {} as Record<string, number>,
  dialog: null as RiskDialog | null,
});

export const closeRiskDialog = () => riskBoard$.dialog.set(null);

const RiskView = type({ snapshotShown: 'boolean' });

/** The user's choice to show the AI snapshot beside the cards, kept across visits. */
export const riskView$ = definePersistedStore('clearway.risk-view.v1', RiskView, () => ({ snapshotShown: true }));
