import type { ChatCompletionTool } from 'openai/resources/chat/completions';
import { PROFILE_FIELDS, UPDATE_DEVICE_PROFILE, type ProfilerProfile } from '../../../../src/api/contracts/ai.ts';

export const FINALIZE_PROFILE = 'finalize_profile';

/** The fields classification needs before the profile may be finalised (SPEC.md section 5). */
export const REQUIRED_PROFILE_FIELDS = ['device_name', 'description', 'intended_use'] as const;

export const PROFILER_TOOLS: ChatCompletionTool[] = [
  {
    type: 'function',
    function: {
      name: UPDATE_DEVICE_PROFILE,
      description: 'Record one field of the device profile from what the user said.',
      parameters: {
        type: 'object',
        properties: {
          field: { type: 'string', enum: [...PROFILE_FIELDS] },
          value: {
            description: 'The value in the user\'s words; a list of file names for attachments.',
            anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
          },
          confidence_score: { type: 'number', minimum: 0, maximum: 100, description: 'How explicitly the user gave it.' },
        },
        required: ['field', 'value', 'confidence_score'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: FINALIZE_PROFILE,
      description: 'Finish the interview once the user has confirmed the profile summary.',
      parameters: { type: 'object', properties: {}, additionalProperties: false },
    },
  },
];

const INTERVIEW = `You are Clearway's device profiler: a guided interview that builds a medical device profile for a US FDA 510(k) strategy.
Ask for one field at a time, in this order, skipping fields already filled: role (the user's role, e.g. manufacturer or regulatory consultant), device_name, description (what the device is and how it works), intended_use (the condition, patients and setting it is for), key_specifications (measurements, ranges, materials), functionality (what it does for the user), references (predicate K-numbers, standards, guidance the user already knows), attachments (files the user attaches with the attach button).
Each question says briefly what is wanted with a short example of the shape of an answer.
When an answer gives several fields, record each with its own ${UPDATE_DEVICE_PROFILE} call. When the user corrects a field, record the new value.
confidence_score: 85-95 for a direct answer to your question, 60-75 for a value inferred from a side remark.
Optional fields (key_specifications, functionality, references, attachments) may be skipped when the user says so.
When device_name, description and intended_use are filled and the rest were answered or skipped, summarise the profile and ask the user to confirm; call ${FINALIZE_PROFILE} only after the user confirms.
Never invent regulatory facts: no product codes, K-numbers, standards or classifications the user did not give. Keep replies short and friendly.`;

/** The system prompt: the interview rules and the profile as it stands. */
export function profilerSystemPrompt(profile: ProfilerProfile): string {
  const current = PROFILE_FIELDS.map((field) => {
    const value = profile[field];
    const shown = Array.isArray(value)
      ? value.map((item) => (typeof item === 'string' ? item : item.name)).join(', ')
      : (value ?? '');
    return `- ${field}: ${shown === '' ? '(empty)' : shown}`;
  }).join('\n');
  return `${INTERVIEW}\n\nThe profile so far:\n${current}`;
}
