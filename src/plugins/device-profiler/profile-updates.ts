import type { AiAttachment } from '../../api/contracts/ai';
import { profile$, type ProfileStepId } from './store';
import { applyProfileUpdate, TOOL_UPDATE_DELAY_MS, type ProfileUpdate } from './tool-calls';

/** The confidence of what the user states or edits: they are the authority on their device. */
export const USER_CONFIDENCE = 100;
/** SPEC section 4: finalising marks the Finalize step complete with confidence 1. */
export const FINALIZE_CONFIDENCE = 1;

/** A tool call's update waiting for its delay; `apply` makes it due now, `cancel` drops it (each at most once). */
export interface PendingUpdate {
  apply(): void;
  cancel(): void;
}

/** Applies an update_device_profile call after 500 ms (SPEC section 9). */
export function scheduleProfileUpdate(update: ProfileUpdate, delayMs = TOOL_UPDATE_DELAY_MS): PendingUpdate {
  let settled = false;
  const settle = () => {
    const first = !settled;
    settled = true;
    clearTimeout(timer);
    return first;
  };
  const apply = () => {
    if (settle()) profile$.steps.set((steps) => applyProfileUpdate(steps, update));
  };
  const timer = setTimeout(apply, delayMs);
  return { apply, cancel: () => void settle() };
}

/** The user's own value: theirs now, so it no longer shows the document it was read from. */
export function setStepValue(step: Exclude<ProfileStepId, 'attachments' | 'finalize'>, value: string): void {
  profile$.steps[step].assign({ data: value, confidence_score: USER_CONFIDENCE, source: null });
}

export function addAttachments(files: readonly AiAttachment[]): void {
  profile$.steps.set((steps) => applyProfileUpdate(steps, { field: 'attachments', value: [...files], confidence: USER_CONFIDENCE }));
}

export function removeAttachment(name: string): void {
  profile$.steps.attachments.data.set((files) => files.filter((file) => file.name !== name));
}

export function markFinalized(): void {
  profile$.steps.finalize.assign({ data: true, confidence_score: FINALIZE_CONFIDENCE });
}
