/** What a user's turn says besides field values: skip, yes, start, a question about the profiler. */

const first = (text: string) => text.trim().toLowerCase();

/** 'skip', 'none', 'n/a', 'not yet' and their kin, as the whole answer (a short trailing phrase allowed). */
export function isSkip(text: string): boolean {
  return /^(?:skip(?: (?:it|this|for now|that))?|none|nothing|no(?:pe)?|n\/?a|not yet|not now|not applicable|later|pass|no (?:references|attachments|files|documents|specs?|specifications)|i don'?t (?:have|know)(?: (?:any|them|it|yet))?|don'?t have (?:any|them|it)|not available|tbd)\b[\s.!,]*(?:for now|yet|thanks|thank you)?[\s.!]*$/.test(
    first(text),
  );
}

/** A yes to the closing question. */
export function isConfirmation(text: string): boolean {
  return /^(?:yes|yep|yeah|yup|y|sure|ok(?:ay)?|confirm(?:ed)?|looks good|looks great|looks right|that'?s (?:right|correct|fine)|correct|finali[sz]e(?: it)?|go ahead|do it|lgtm|perfect|all good)\b/.test(first(text));
}

/** An explicit request to finish the profile now. */
export function asksToFinalize(text: string): boolean {
  return /\b(?:finali[sz]e|finish (?:the |my )?profile|complete (?:the |my )?profile)\b/.test(first(text));
}

/** A turn that opens the interview rather than answering it ('Start the device profiler!', 'hi'). */
export function isOpening(text: string): boolean {
  return /^(?:start|begin|let'?s (?:start|begin|go)|hi|hello|hey|good (?:morning|afternoon|evening)|ready)\b/.test(first(text));
}

/** 'What's the purpose of device profiler?' and the like. */
export function asksProfilerPurpose(text: string): boolean {
  if (!isQuestion(text) && text.trim().split(/\s+/).length > 12) return false;
  return /\bpurpose\b|\bwhat (?:is|does) (?:the |this )?(?:device )?profiler\b|\bhow does (?:the |this )?(?:device )?profiler work\b/.test(first(text));
}

/** A question back to the assistant rather than an answer ('what do you mean?'). */
export function isQuestion(text: string): boolean {
  return /\?\s*$/.test(text.trim());
}

/** Words that show the user is unsure of the value they give. */
export function isHedged(text: string): boolean {
  return /\b(?:i think|i guess|maybe|probably|perhaps|not sure|roughly|approximately|tentative(?:ly)?|working title|for now)\b/.test(first(text));
}

/** A request to the assistant ('please fill ...', 'can you help', 'use my document') or a question: never a value. */
const REQUEST_OPENER = /^(?:please|pls|kindly|can you|could you|would you|will you|can i|could i|how (?:do|can|should) i|i (?:need|want|would like) you to|help\b)/;
const PROFILE_IMPERATIVE =
  /^(?:just\s+)?(?:fill(?: in| out)?|populate|complete|use|read|extract|take|build|create|pull|get|import|scan)\b[^.?!\n]{0,60}\b(?:profile|document|doc|file|pdf|attachment|upload|form|fields?)\b/;
/** Past this many words a turn is pasted text that may open politely ('Please find our description: ...'). */
const REQUEST_WORDS = 40;

export function isRequest(text: string): boolean {
  const said = first(text);
  if (said.split(/\s+/).length > REQUEST_WORDS) return false;
  return isQuestion(said) || REQUEST_OPENER.test(said) || PROFILE_IMPERATIVE.test(said);
}

/** A request to read an uploaded document ('Please fill the profile from the document I attached'). */
export function asksToReadDocument(text: string): boolean {
  return isRequest(text) && /\b(?:document|doc|docs|file|files|pdf|attach(?:ed|ment|ments)?|upload(?:ed)?|docx|spec sheet|brochure|summary)\b/.test(first(text));
}

/** 'what do you need?', 'can you help', 'what should I write?'. */
export function asksForHelp(text: string): boolean {
  return /\bwhat (?:else )?(?:do|would|will) you (?:need|want)\b|\bwhat (?:information|info|details)\b|\bwhat should i\b|\bcan you help\b|\bhelp me\b|^help\b|\bhow does this work\b|\bwhat can you do\b/.test(first(text));
}
