import { observable } from '@legendapp/state';
import type { ProfileStepId } from './store';

/** Requests from commands to the profiler's panels (they are not stored). */
export const profilerUi$ = observable({
  /** The profile step whose inline editor should open. */
  editing: null as ProfileStepId | null,
  /** Bumped to open the file picker of the attach button. */
  attachRequests: 0,
  /** Bumped to move the focus into the chat composer. */
  focusRequests: 0,
  /** The delete-profile confirmation is showing. */
  confirmingDelete: false,
});
