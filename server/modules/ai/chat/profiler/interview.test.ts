import { describe, expect, it } from 'vitest';
import type { ChatTurn, ProfileField, ProfilerProfile } from '../../../../../src/api/contracts/ai.ts';
import { textEvents } from '../stream-text.ts';
import { CONFIDENCE } from './answer-extractors.ts';
import { extractAnswer } from './answer-routing.ts';
import { detectCorrection } from './corrections.ts';
import { CONFIRM_QUESTION, GREETING, questionOf } from './interview-questions.ts';
import { decideInterviewStep } from './interview-step.ts';
import { askedIn } from './interview-thread.ts';

const user = (content: string): ChatTurn => ({ role: 'user', content });
const assistant = (content: string): ChatTurn => ({ role: 'assistant', content });
const asking = (field: ProfileField) => assistant(`Got it.\n\n${questionOf(field).question}\n${questionOf(field).hint}`);
const required = { device_name: 'PulseRing', description: 'A finger-worn optical sensor ring', intended_use: 'Intended to measure SpO2 at home' };
const fieldsOf = (updates: { field: ProfileField }[]) => updates.map((update) => update.field);

describe('the next question', () => {
  it('greets an empty thread and asks for the role first', () => {
    const step = decideInterviewStep([], {});
    expect(step.reply.startsWith(GREETING)).toBe(true);
    expect(askedIn(step.reply)).toBe('role');
    expect(step.updates).toEqual([]);
  });

  it('asks for the first missing field in interview order, saying what the profile already holds', () => {
    const step = decideInterviewStep([], { role: 'Manufacturer', device_name: 'PulseRing' });
    expect(askedIn(step.reply)).toBe('description');
    expect(step.reply).toContain('already holds the role and device name');
  });

  it('recognises its own question in a merged assistant turn, the last one asked winning', () => {
    const merged = `${questionOf('role').question}\nGot it.\n${questionOf('device_name').question}`;
    expect(askedIn(merged)).toBe('device_name');
    expect(askedIn('Something the table never says.')).toBeNull();
  });

  it('falls back to the first missing field when the last assistant turn asked nothing it knows', () => {
    const step = decideInterviewStep([assistant('Tell me more.'), user('Manufacturer')], {});
    expect(step.updates).toEqual([{ field: 'role', value: 'Manufacturer', confidence: CONFIDENCE.directAnswer }]);
    expect(askedIn(step.reply)).toBe('device_name');
  });
});

describe('extraction', () => {
  it('takes the answer to the question asked and every other field the answer gives', () => {
    const answer = "It's called PulseRing. It is intended to monitor oxygen saturation in adults at home. It measures SpO2 from 70-100% with +/-2% accuracy.";
    const updates = extractAnswer(answer, 'device_name', new Set());
    expect(updates[0]).toEqual({ field: 'device_name', value: 'PulseRing', confidence: CONFIDENCE.explicitAnswer });
    expect(updates).toContainEqual({ field: 'intended_use', value: 'Intended to monitor oxygen saturation in adults at home', confidence: CONFIDENCE.statedAside });
    expect(fieldsOf(updates)).toEqual(expect.arrayContaining(['key_specifications', 'functionality']));
  });

  it('reads the role, K-numbers and standards from the side remarks of a short answer', () => {
    const updates = extractAnswer('PulseRing. As the manufacturer we follow ISO 14971 and our predicate is K123456.', 'device_name', new Set());
    expect(updates[0]).toEqual({ field: 'device_name', value: 'PulseRing', confidence: CONFIDENCE.directAnswer });
    expect(updates).toContainEqual({ field: 'role', value: 'Manufacturer', confidence: CONFIDENCE.statedAside });
    expect(updates).toContainEqual({ field: 'references', value: 'ISO 14971, K123456', confidence: CONFIDENCE.statedAside });
  });

  it('keeps a long answer whole in the field asked, standards and K-numbers included', () => {
    const answer = 'As the manufacturer we follow ISO 14971 and our predicate is K123456. It is a ring with an optical sensor.';
    expect(extractAnswer(answer, 'description', new Set())).toEqual([{ field: 'description', value: answer, confidence: CONFIDENCE.directAnswer }]);
  });

  it.each([
    ['role', 'Sure, I am the regulatory consultant', 'Regulatory consultant'],
    ['role', 'My role is Senior Director, Regulatory Affairs', 'Senior Director, Regulatory Affairs'],
    ['role', 'Manufacturer, and we are based in Boston', 'Manufacturer'],
    ['device_name', 'The device name is RadiForce GX570; RadiForce GX570-AR', 'RadiForce GX570; RadiForce GX570-AR'],
    ['device_name', 'uMR 680', 'uMR 680'],
  ] as const)('keeps a short answer to the %s whole, chatter aside: %s', (field, answer, value) => {
    expect(extractAnswer(answer, field, new Set())[0]).toMatchObject({ field, value });
  });

  it('takes no specification from the sentence that gave the name', () => {
    expect(fieldsOf(extractAnswer('Dual Lumen Extended Length Catheter (dELC), 6F, 12cm (320101)', 'device_name', new Set()))).toEqual(['device_name']);
  });

  it('does not overwrite filled fields from side remarks', () => {
    const updates = extractAnswer('A ring. It is intended to measure pulse.', 'description', new Set<ProfileField>(['intended_use']));
    expect(fieldsOf(updates)).toEqual(['description']);
  });

  it('keeps confidence 85-95 for direct answers and 60-75 for side remarks', () => {
    const direct = extractAnswer('I think it is PulseRing', 'device_name', new Set());
    expect(direct[0]).toEqual({ field: 'device_name', value: 'PulseRing', confidence: CONFIDENCE.hedgedAnswer });
    const all = extractAnswer('It is called PulseRing. The ring weighs 4 g and is intended for adults.', 'role', new Set());
    for (const update of all) expect(update.confidence).toBeGreaterThanOrEqual(60);
    for (const update of all) expect(update.confidence).toBeLessThanOrEqual(75);
    expect(Object.values(CONFIDENCE).every((value) => value >= 0 && value <= 100)).toBe(true);
  });
});

describe('corrections', () => {
  it.each([
    ['Actually the name is PulseRing Pro', 'device_name', 'PulseRing Pro'],
    ['Change the intended use to screening for hypoxemia in adults.', 'intended_use', 'Screening for hypoxemia in adults'],
    ['No, the description should be a reusable ring with two LEDs', 'description', 'A reusable ring with two LEDs'],
    ["Actually it's called OxyLoop", 'device_name', 'OxyLoop'],
  ] as const)('%s', (text, field, value) => {
    expect(detectCorrection(text)).toEqual([{ field, value, confidence: CONFIDENCE.correction }]);
  });

  it('updates a filled field and goes on with the interview', () => {
    const profile: ProfilerProfile = { role: 'Manufacturer', ...required };
    const step = decideInterviewStep([asking('key_specifications'), user('Actually the name is PulseRing Pro')], profile);
    expect(step.updates).toEqual([{ field: 'device_name', value: 'PulseRing Pro', confidence: CONFIDENCE.correction }]);
    expect(askedIn(step.reply)).toBe('key_specifications');
  });

  it('is not a plain answer', () => {
    expect(detectCorrection('none')).toBeNull();
    expect(detectCorrection('A ring with a sensor')).toBeNull();
  });
});

describe('skipping', () => {
  it('moves past an optional field without a tool call', () => {
    const profile: ProfilerProfile = { role: 'Manufacturer', ...required };
    for (const skip of ['skip', 'none', 'n/a', 'Not yet']) {
      const step = decideInterviewStep([asking('key_specifications'), user(skip)], profile);
      expect(step.updates).toEqual([]);
      expect(askedIn(step.reply)).toBe('functionality');
    }
  });

  it('remembers earlier skips from the thread', () => {
    const thread = [asking('key_specifications'), user('skip'), asking('functionality'), user('n/a'), asking('references'), user('none')];
    const step = decideInterviewStep(thread, { role: 'Manufacturer', ...required });
    expect(askedIn(step.reply)).toBe('attachments');
  });

  it('refuses to skip a required field', () => {
    const step = decideInterviewStep([asking('description'), user('skip')], { role: 'Manufacturer', device_name: 'PulseRing' });
    expect(step.updates).toEqual([]);
    expect(step.reply).toContain("can't be skipped");
    expect(askedIn(step.reply)).toBe('description');
  });

  it('takes attachments from the profile and asks for them otherwise', () => {
    const thread = [asking('attachments'), user("I've uploaded them")];
    const base = { role: 'Manufacturer', ...required, key_specifications: 'SpO2 70-100%', functionality: 'Optical', references: 'K123456' };
    expect(askedIn(decideInterviewStep(thread, base).reply)).toBe('attachments');
    const withFiles = decideInterviewStep(thread, { ...base, attachments: [{ name: 'spec-sheet.pdf' }] });
    expect(withFiles.reply).toContain('spec-sheet.pdf');
    expect(askedIn(withFiles.reply)).toBe('confirm');
  });
});

describe('finalizing', () => {
  const done: ProfilerProfile = { role: 'Manufacturer', ...required, key_specifications: 'SpO2 70-100%', functionality: 'Optical', references: 'K123456', attachments: ['a.pdf'] };

  it('shows the summary and asks to confirm once every field is answered', () => {
    const step = decideInterviewStep([asking('references'), user('K123456')], { ...done, references: '' });
    expect(step.reply).toContain('- Device Name: PulseRing');
    expect(step.reply.endsWith(CONFIRM_QUESTION)).toBe(true);
    expect(step.finalize).toBeNull();
  });

  it('finalizes on a yes to the closing question', () => {
    for (const yes of ['yes', 'Confirm', 'Looks good!', 'finalize']) {
      const step = decideInterviewStep([assistant(CONFIRM_QUESTION), user(yes)], done);
      expect(step.finalize).toContain('- Intended Use: Intended to measure SpO2 at home');
    }
  });

  it('still asks for and gives the summary when the classification flow has already finalised the profile', () => {
    const asked = decideInterviewStep([asking('references'), user('K123456')], { ...done, references: '', finalize: true });
    expect(asked.reply.endsWith(CONFIRM_QUESTION)).toBe(true);
    const confirmed = decideInterviewStep([assistant(CONFIRM_QUESTION), user('yes')], { ...done, finalize: true });
    expect(confirmed.finalize).toContain('- Device Name: PulseRing');
  });

  it('never finalizes before the three required fields are filled', () => {
    const step = decideInterviewStep([asking('intended_use'), user('finalize')], { role: 'Manufacturer', device_name: 'PulseRing', description: 'A ring' });
    expect(step.finalize).toBeNull();
    expect(step.reply).toContain('still needs the intended use');
    expect(askedIn(step.reply)).toBe('intended_use');
  });

  it('asks what to change when the answer to the closing question is not a yes', () => {
    const step = decideInterviewStep([assistant(CONFIRM_QUESTION), user('hmm, not quite')], done);
    expect(step.finalize).toBeNull();
    expect(askedIn(step.reply)).toBe('confirm');
  });
});

it('streams a reply line by line so the appended chunks rebuild it', () => {
  const text = 'First line.\n\nSecond line\nThird';
  const events = textEvents(`\n\n${text}`);
  expect(events.map((event) => (event.kind === 'text' ? event.content : '')).join('')).toBe(`\n\n${text}`);
  expect(events).toHaveLength(3);
});
