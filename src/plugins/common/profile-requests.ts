import type { AiAttachment, AiProfileRequest } from '../../api/contracts/ai';
import type { RequestBus } from '../host/request-bus';

/**
 * What other plugins may ask the device profiler through the request bus (domain 'profile'), so that they
 * need not import its store: the current profile, and marking its Finalize step complete.
 */
export const PROFILE_GET = 'get';
export const PROFILE_MARK_FINALIZED = 'mark-finalized';

/** Context keys the device profiler keeps up to date. */
export const PROFILE_REQUIRED_FILLED_KEY = 'profile.requiredFilled';
export const PROFILE_FINALIZED_KEY = 'profile.finalized';
/** The profile as a ProfileSnapshot, for screens that follow it (the Finalize review, the report's freshness). */
export const PROFILE_SNAPSHOT_KEY = 'profile.snapshot';

export interface ProfileSnapshot {
  role: string;
  device_name: string;
  description: string;
  intended_use: string;
  key_specifications: string;
  functionality: string;
  references: string;
  attachments: AiAttachment[];
  /** The Finalize step: true once the profile is finalised (by the profiler or the classification flow). */
  finalized: boolean;
}

export function requestProfile(bus: RequestBus): Promise<ProfileSnapshot> {
  return bus.request<null, ProfileSnapshot>('profile', PROFILE_GET, null);
}

/** Marks the Finalize step complete with confidence 1 (SPEC section 4, classification flow). */
export function requestMarkFinalized(bus: RequestBus): Promise<void> {
  return bus.request<null, void>('profile', PROFILE_MARK_FINALIZED, null);
}

/** The profile as the AI calls take it (SPEC section 3: key_specifications is sent as key_specs; role is not sent). */
export function toAiProfile(profile: ProfileSnapshot): AiProfileRequest {
  return {
    device_name: profile.device_name,
    description: profile.description,
    intended_use: profile.intended_use,
    key_specs: profile.key_specifications,
    functionality: profile.functionality,
    references: profile.references,
    attachments: profile.attachments,
  };
}
