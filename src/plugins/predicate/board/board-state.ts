import { observable } from '@legendapp/state';
import type { AnalysisStates } from '../../step-kit/tracked-analysis';

/** Where the View Details dialog opens: the reasoning at its top, or scrolled to the graph or the comparison. */
export type DetailsSection = 'reasoning' | 'graph' | 'comparison';

/**
 * Not stored: what the predicate board shows besides the lists. The commands set it (the search box's state,
 * the analysis under way, which dialog is open); the components read it and close their own dialogs.
 */
export const predicateBoard$ = observable({
  /** Per product code, the predicate analysis the board started (automatically, Run agent or Retry). */
  analysis: {} as AnalysisStates,
  search: { busy: false, error: null as string | null },
  /** The K-number whose delete confirmation is open, and the one being deleted. */
  confirmDelete: null as string | null,
  deleting: null as string | null,
  /** The card shown whole in the expand modal. */
  expanded: null as string | null,
  /** The device the side panel shows (SPEC section 2's detail side panel). */
  sidePanelDevice: null as string | null,
  /** The View Details dialog, and the profile words its highlights look for. */
  details: null as { kNumber: string; section: DetailsSection; profileTexts: string[] } | null,
  insightsOpen: false,
  view: 'devices' as 'devices' | 'comparison',
});

export const boardUi = {
  cancelDelete: () => predicateBoard$.confirmDelete.set(null),
  closeExpanded: () => predicateBoard$.expanded.set(null),
  closeDetails: () => predicateBoard$.details.set(null),
  closeInsights: () => predicateBoard$.insightsOpen.set(false),
  clearSearchError: () => predicateBoard$.search.error.set(null),
};
