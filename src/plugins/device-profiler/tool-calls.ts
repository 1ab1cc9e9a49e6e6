import type { AiAttachment, ProfileField, UpdateDeviceProfileArguments } from '../../api/contracts/ai';
import type { ProfileSteps } from './store';

/** SPEC section 9: a profile update from a tool call is applied after 500 ms. */
export const TOOL_UPDATE_DELAY_MS = 500;

export type ProfileUpdate =
  | { field: Exclude<ProfileField, 'attachments'>; value: string; confidence: number | null; source?: string }
  | { field: 'attachments'; value: AiAttachment[]; confidence: number | null };

const isNone = (value: string) => value.trim() === '' || value.trim().toLowerCase() === 'none';

/** A number or numeric text within 0-100; anything else counts as no score. */
export function readConfidence(score: unknown): number | null {
  const value = typeof score === 'string' && score.trim() !== '' ? Number(score) : score;
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return Math.min(100, Math.max(0, value));
}

/**
 * What an update_device_profile call changes (SPEC section 4), or null when it changes nothing: a value
 * of 'none', or a missing field or value, is ignored. Attachments named by the AI are added to the list.
 */
export function readToolCall(args: Partial<UpdateDeviceProfileArguments> | null | undefined): ProfileUpdate | null {
  if (!args?.field || args.value === undefined || args.value === null) return null;
  const confidence = readConfidence(args.confidence_score);
  if (args.field === 'attachments') {
    const names = (Array.isArray(args.value) ? args.value : [args.value]).filter((name) => !isNone(name));
    return names.length === 0 ? null : { field: 'attachments', value: names.map((name) => ({ name: name.trim() })), confidence };
  }
  const value = Array.isArray(args.value) ? args.value.filter((part) => !isNone(part)).join(', ') : args.value;
  if (isNone(value)) return null;
  const source = typeof args.source === 'string' ? args.source.trim() : '';
  return { field: args.field, value: value.trim(), confidence, ...(source === '' ? {} : { source }) };
}

/** The steps after an update (a text keeps the document it came from, or none); attachments already listed (by name) are not added twice. */
export function applyProfileUpdate(steps: ProfileSteps, update: ProfileUpdate): ProfileSteps {
  if (update.field === 'attachments') {
    const known = new Set(steps.attachments.data.map((file) => file.name));
    const added = update.value.filter((file) => !known.has(file.name));
    if (added.length === 0) return steps;
    return { ...steps, attachments: { ...steps.attachments, data: [...steps.attachments.data, ...added], confidence_score: update.confidence } };
  }
  return { ...steps, [update.field]: { ...steps[update.field], data: update.value, confidence_score: update.confidence, source: update.source ?? null } };
}
