import type { AiAttachment, AiProfile, AiProfileRequest } from '../../../src/api/contracts/ai.ts';

const clean = (value: string | null | undefined): string => (value ?? '').trim();

/** The profile of an AI request with every text trimmed ('' when absent) and attachments as objects. */
export function normaliseProfile(request: AiProfileRequest): AiProfile {
  const attachments: AiAttachment[] = (request.attachments ?? []).map((item) => (typeof item === 'string' ? { name: item } : item));
  return {
    device_name: clean(request.device_name),
    description: clean(request.description),
    intended_use: clean(request.intended_use),
    key_specs: clean(request.key_specs),
    functionality: clean(request.functionality),
    references: clean(request.references),
    attachments: attachments.filter((attachment) => attachment.name.trim() !== ''),
  };
}

/** Whether the three fields classification needs (SPEC.md section 5) are all filled. */
export function hasRequiredFields(profile: AiProfile): boolean {
  return profile.device_name !== '' && profile.description !== '' && profile.intended_use !== '';
}

/** Every text of the profile in one string, most telling first, for retrieval. */
export function profileText(profile: AiProfile): string {
  return [profile.device_name, profile.description, profile.intended_use, profile.key_specs, profile.functionality]
    .filter((part) => part !== '')
    .join('\n');
}
