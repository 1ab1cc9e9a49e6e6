import { observable } from '@legendapp/state';

/** How the scenario list stands against the server copy (GET /reg-strategy/scenarios). */
export type ScenarioLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * Not stored: what the scenario board shows besides the list. The commands set it (the search box's state,
 * which dialog is open, the pending deletion); the panel components read it.
 */
export const scenarioBoard$ = observable({
  load: { status: 'idle' as ScenarioLoadStatus, error: null as string | null },
  search: {
    /** True while 'classification.add-product-code' runs: the box is disabled. */
    busy: false,
    /** The message shown in the box (validation, duplicate, not found, 'Search scenario failed.'), or null. */
    error: null as string | null,
  },
  /** The product code whose delete confirmation is open, or null. */
  confirmDelete: null as string | null,
  /** The product code being deleted (the dialog reads 'Deleting...'), or null. */
  deleting: null as string | null,
  /** The product code whose detail dialog is open, or null. */
  detailsFor: null as string | null,
  insightsOpen: false,
});
