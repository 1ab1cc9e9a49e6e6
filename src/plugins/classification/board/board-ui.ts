import { scenarioBoard$ } from './board-state';

/**
 * The board's view-only state that the components themselves close or clear: dialogs and the search box's
 * message. Everything that changes the scenarios goes through the commands.
 */
export const boardUi = {
  cancelDelete: () => scenarioBoard$.confirmDelete.set(null),
  closeInsights: () => scenarioBoard$.insightsOpen.set(false),
  closeDetails: () => scenarioBoard$.detailsFor.set(null),
  /** The user typed again: the last search message no longer applies. */
  clearSearchError: () => scenarioBoard$.search.error.set(null),
};
