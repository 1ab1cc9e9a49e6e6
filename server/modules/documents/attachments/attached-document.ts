import type { AiAttachment } from '../../../../src/api/contracts/ai.ts';

/** An attachment of the profile as the profiler gets it: its whole text, or why it has none (a user's message). */
export type AttachedDocument = { name: string; text: string } | { name: string; problem: string };

/** Reads one attachment of the profile for the signed-in user. */
export type ReadAttachment = (attachment: AiAttachment) => Promise<AttachedDocument>;
