import { describe, expect, it } from 'vitest';
import type { ChatTurn, ProfileField, ProfilerProfile } from '../../../../../src/api/contracts/ai.ts';
import { CONFIDENCE } from './answer-extractors.ts';
import { extractAnswer, readsLike } from './answer-routing.ts';
import { askText } from './interview-replies.ts';
import { decideInterviewStep } from './interview-step.ts';
import { askedIn } from './interview-thread.ts';
import { landed, runInterview, type InterviewScript } from './testing/interview-scripts.ts';

const user = (content: string): ChatTurn => ({ role: 'user', content });
const asking = (field: ProfileField): ChatTurn => ({ role: 'assistant', content: askText(field) });
const answered = (answer: string, expected = answer) => ({ answer, expected });
const before = { role: 'Regulatory affairs manager', device_name: 'Cannulated bone screw' };

/** The cannulated bone screw of issue 25, answered one question at a time. */
const boneScrew: InterviewScript = {
  role: answered('Regulatory affairs manager'),
  device_name: answered('Cannulated bone screw'),
  description: answered('Cannulated bone screws made of titanium alloy (Ti-6Al-4V ELI, ASTM F136), 3.5 to 7.3 mm in diameter and 10 to 120 mm long, supplied sterile.'),
  intended_use: answered('Fixation of bone fractures, osteotomies ... in adults'),
  functionality: answered('Cannulated design over a 1.6 mm guide wire'),
  references: answered('ASTM F543, ASTM F136, ISO 10993-1'),
};

describe('the interview files each answer in the field asked', () => {
  it('keeps the bone screw answers where they belong', () => {
    const { profile } = runInterview(boneScrew);
    for (const [field, { expected }] of Object.entries(boneScrew) as [ProfileField, { expected: string }][]) {
      expect(landed(profile, field, expected), `${field}: ${String(profile[field])}`).toBe(true);
    }
    expect(profile.key_specifications).toBeUndefined();
  });

  it('keeps a description naming materials, sizes and standards whole, and fills nothing else from it', () => {
    const answer = boneScrew.description!.answer;
    expect(extractAnswer(answer, 'description', new Set())).toEqual([{ field: 'description', value: answer, confidence: CONFIDENCE.directAnswer }]);
  });

  it('takes a list of standards answered to the References question as the references', () => {
    const step = decideInterviewStep([asking('references'), user('ASTM F543, ASTM F136, ISO 10993-1')], before);
    expect(step.updates).toEqual([{ field: 'references', value: 'ASTM F543, ASTM F136, ISO 10993-1', confidence: CONFIDENCE.explicitAnswer }]);
  });

  it('files a sentence that plainly names another field in that field', () => {
    const answer = 'A cannulated titanium screw. The intended use is fixation of bone fractures in adults.';
    expect(extractAnswer(answer, 'description', new Set())).toEqual([
      { field: 'description', value: 'A cannulated titanium screw.', confidence: CONFIDENCE.directAnswer },
      { field: 'intended_use', value: 'Fixation of bone fractures in adults.', confidence: CONFIDENCE.named },
    ]);
  });

  it('does not take a comparison with the predicate for a value', () => {
    const answer = 'A cannulated titanium screw. The indications for use are identical to those of the predicate.';
    expect(extractAnswer(answer, 'description', new Set()).map((update) => update.field)).toEqual(['description']);
  });
});

describe('an answer that could belong to another field', () => {
  const indications = 'Indicated for fixation of bone fractures, osteotomies ... in adults.';

  it('is filed where asked, and the profiler says so and offers to move it', () => {
    const step = decideInterviewStep([asking('description'), user(indications)], before);
    expect(step.updates).toEqual([{ field: 'description', value: indications, confidence: CONFIDENCE.directAnswer }]);
    expect(step.reply).toContain(`I've put this in the description. It reads like the intended use: if it belongs there, say "move it to intended use".`);
    expect(readsLike('ASTM F543, ASTM F136, ISO 10993-1', 'functionality')).toBe('references');
    expect(readsLike(boneScrew.description!.answer, 'description')).toBeNull();
  });

  it('moves on "move it to intended use" and asks again for the field it left', () => {
    const offer = decideInterviewStep([asking('description'), user(indications)], before);
    const profile: ProfilerProfile = { ...before, description: indications };
    const thread = [asking('description'), user(indications), { role: 'assistant' as const, content: offer.reply }, user('move it to intended use')];
    const step = decideInterviewStep(thread, profile);
    expect(step.updates).toEqual([{ field: 'intended_use', value: indications, confidence: CONFIDENCE.correction }]);
    expect(askedIn(step.reply)).toBe('description');
    const next = decideInterviewStep([...thread, { role: 'assistant', content: step.reply }, user(boneScrew.description!.answer)], { ...profile, intended_use: indications });
    expect(next.updates[0]).toMatchObject({ field: 'description', value: boneScrew.description!.answer });
  });

  it('asks what to move when nothing was offered', () => {
    const step = decideInterviewStep([asking('functionality'), user('move it to references')], before);
    expect(step.updates).toEqual([]);
    expect(step.reply).toContain("I'm not sure which answer to move");
  });
});
