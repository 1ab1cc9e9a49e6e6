import { observe } from '@legendapp/state';
import type { DeviceProfile, DeviceProfileBody } from '../../api/contracts/device-profile';
import type { AppServices } from '../../app/services';
import { session$ } from '../../app/auth/session';
import { once } from '../../app/workflow/once';
import { toast } from '../../panels/toast';
import { isStepComplete } from './profile-rules';
import { emptyProfileState, profile$, PROFILE_STEP_IDS, PROFILE_TEXT_FIELDS, type ProfileSteps } from './store';

/** Edits and tool calls come in bursts; the server copy is saved once they settle. */
export const PROFILE_SAVE_DELAY_MS = 1000;

const hasContent = (steps: ProfileSteps) => PROFILE_STEP_IDS.some((id) => id !== 'finalize' && isStepComplete(steps, id));

export function toProfileBody(steps: ProfileSteps): DeviceProfileBody {
  const body: DeviceProfileBody = { attachments: steps.attachments.data, confidence: {} };
  for (const field of PROFILE_TEXT_FIELDS) {
    body[field] = steps[field].data;
    if (steps[field].confidence_score !== null) body.confidence![field] = steps[field].confidence_score;
  }
  if (steps.attachments.confidence_score !== null) body.confidence!.attachments = steps.attachments.confidence_score;
  return body;
}

/** The saved profile as profiler steps; the Finalize step is not saved on the server, so it starts open. */
export function fromSavedProfile(saved: DeviceProfile): ProfileSteps {
  const steps = emptyProfileState().steps;
  for (const field of PROFILE_TEXT_FIELDS) {
    steps[field] = { ...steps[field], data: saved[field], confidence_score: saved.confidence[field] ?? null };
  }
  steps.attachments = { ...steps.attachments, data: saved.attachments, confidence_score: saved.confidence.attachments ?? null };
  return steps;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Mirrors the profile to /reg-strategy/device-profile while the user is signed in: an empty browser
 * profile is filled from the user's most recent saved one, and every change is saved after a pause.
 */
export function syncProfileWithServer({ deviceProfiles }: Pick<AppServices, 'deviceProfiles'>): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let restored = false;
  let warned = false;

  const warnOnce = (what: string, error: unknown) => {
    if (warned) return;
    warned = true;
    toast.warning(`${what}: ${messageOf(error)}`);
  };

  const save = async () => {
    const steps = profile$.steps.peek();
    if (!hasContent(steps) || session$.status.peek() !== 'signed-in') return;
    try {
      const saved = await deviceProfiles.save(toProfileBody(steps), profile$.profileId.peek() ?? undefined);
      profile$.profileId.set(saved.profile_id);
    } catch (error) {
      warnOnce('The device profile could not be saved', error);
    }
  };

  const restore = async () => {
    if (hasContent(profile$.steps.peek()) || profile$.profileId.peek() !== null) return;
    try {
      const [latest] = await deviceProfiles.list();
      if (!latest || hasContent(profile$.steps.peek())) return;
      profile$.assign({ steps: fromSavedProfile(latest), profileId: latest.profile_id });
    } catch (error) {
      warnOnce('The saved device profile could not be loaded', error);
    }
  };

  const stopRestoring = observe(() => {
    if (session$.status.get() !== 'signed-in' || restored) return;
    restored = true;
    void restore();
  });
  const stopSaving = profile$.steps.onChange(() => {
    clearTimeout(timer);
    timer = setTimeout(() => void save(), PROFILE_SAVE_DELAY_MS);
  });
  return once(() => {
    clearTimeout(timer);
    stopRestoring();
    stopSaving();
  });
}

/** Deletes the saved copy (when there is one) and empties the profile. */
export async function deleteProfile({ deviceProfiles }: Pick<AppServices, 'deviceProfiles'>): Promise<void> {
  const profileId = profile$.profileId.peek();
  if (profileId !== null) await deviceProfiles.remove({ profileId });
  profile$.set(emptyProfileState());
}
