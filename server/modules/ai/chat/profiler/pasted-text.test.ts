import { describe, expect, it } from 'vitest';
import type { ChatTurn, ProfileField, ProfilerProfile } from '../../../../../src/api/contracts/ai.ts';
import { confidenceLabel } from '../../../../../src/panels/chat/confidence.ts';
import { CONFIDENCE } from './answer-extractors.ts';
import { PROFILER_PURPOSE } from './interview-questions.ts';
import { askText } from './interview-replies.ts';
import { decideInterviewStep } from './interview-step.ts';
import { askedIn } from './interview-thread.ts';
import { pasteOf } from './testing/paste-forms.ts';
import { summaryCases } from './testing/summary-cases.ts';

const cases = summaryCases();
/** Real 2025 summaries: one that gives every text field, and the OSSIOfiber Interference Screw (K252022). */
const complete = cases.find(({ texts }) => Object.keys(texts).length === 7)!;
const screw = cases.find((summary) => summary.kNumber === 'K252022')!;

const user = (content: string): ChatTurn => ({ role: 'user', content });
const asking = (field: ProfileField): ChatTurn => ({ role: 'assistant', content: askText(field) });
const valuesOf = (updates: { field: ProfileField; value: string }[]) => Object.fromEntries(updates.map(({ field, value }) => [field, value]));

describe('a labelled paste', () => {
  it('fills every field it labels in the first turn, at High confidence, and never explains the profiler instead', () => {
    const paste = pasteOf(complete, 'labelled', 0);
    const step = decideInterviewStep([user(paste.text)], {});
    expect(valuesOf(step.updates)).toEqual(paste.expected);
    for (const update of step.updates) expect(confidenceLabel(update.confidence)).toBe('High');
    expect(step.reply).toContain("I've filled these fields from your text:");
    expect(step.reply).not.toContain(PROFILER_PURPOSE);
    expect(askedIn(step.reply)).toBe('attachments');
  });

  it.each(['labelled', 'markdown', 'bullets'] as const)('reads the %s form of twelve real summaries, label variants and field orders turning', (form) => {
    cases.slice(0, 12).forEach((summary, variant) => {
      const paste = pasteOf(summary, form, variant);
      expect(valuesOf(decideInterviewStep([user(paste.text)], {}).updates), `${summary.kNumber}\n${paste.text}`).toEqual(paste.expected);
    });
  });

  it('reads labelled lines after unlabelled prose: the prose is the description', () => {
    const paste = pasteOf(screw, 'mixed', 0);
    const step = decideInterviewStep([user(paste.text)], {});
    expect(valuesOf(step.updates)).toEqual(paste.expected);
    expect(step.updates.find((update) => update.field === 'description')?.confidence).toBe(CONFIDENCE.prose);
  });

  it('at any question fills all it labels, replacing those fields, and answers the question with the text before the labels', () => {
    const held: ProfilerProfile = { role: 'Manufacturer', device_name: 'Old name', description: 'An older description', intended_use: 'An older intended use' };
    const { device_name: name, intended_use: intendedUse } = screw.texts;
    const text = `Diameters 6 to 12 mm, lengths 23 to 28 mm.\nTrade name: ${name}\nIndications for use: ${intendedUse}`;
    const step = decideInterviewStep([asking('key_specifications'), user(text)], held);
    expect(valuesOf(step.updates)).toEqual({ device_name: name, intended_use: intendedUse, key_specifications: 'Diameters 6 to 12 mm, lengths 23 to 28 mm.' });
    expect(askedIn(step.reply)).toBe('functionality');
  });
});

describe('unlabelled prose', () => {
  it('gives the intended use, the description and an evident trade name at Medium confidence, and asks to confirm', () => {
    const step = decideInterviewStep([user(pasteOf(screw, 'prose', 0).text)], {});
    const values = valuesOf(step.updates);
    expect(values.device_name).toBe('OSSIOfiber® Interference Screw');
    expect(values.intended_use).toBe(screw.texts.intended_use);
    expect(values.description).toBe(screw.texts.description);
    for (const update of step.updates) expect(confidenceLabel(update.confidence)).toBe('Medium');
    expect(step.reply).toContain('Please check them');
  });

  it('takes intended-use sentences out of a single paragraph, and overwrites nothing the profile holds', () => {
    const text = `${screw.texts.description} ${screw.texts.intended_use}`;
    const fresh = valuesOf(decideInterviewStep([user(text)], {}).updates);
    expect(fresh.intended_use).toMatch(/^The OSSIOfiber® Interference Screws are indicated for fixation of tissue/);
    expect(fresh.description).toContain(screw.texts.description);
    const held = decideInterviewStep([user(text)], { device_name: 'Our working title' });
    expect(held.updates.map((update) => update.field)).not.toContain('device_name');
  });

  it('answering the role question is read as prose, not cut down to a role', () => {
    const step = decideInterviewStep([asking('role'), user(pasteOf(screw, 'prose', 0).text)], {});
    expect(step.updates.map((update) => update.field)).not.toContain('role');
    expect(valuesOf(step.updates).intended_use).toBe(screw.texts.intended_use);
  });
});

describe('requests and questions', () => {
  const requests = ['Please fill the profile from the document I attached', 'fill it from my document', 'what do you need?', 'can you help'];
  const questions: (ProfileField | null)[] = [null, 'role', 'device_name', 'description', 'intended_use', 'references'];

  it.each(requests)('"%s" is never stored, first or in answer to any question', (request) => {
    for (const field of questions) {
      const thread = field === null ? [user(request)] : [asking(field), user(request)];
      const step = decideInterviewStep(thread, {});
      expect(step.updates, `${field}`).toEqual([]);
      expect(askedIn(step.reply)).toBe('role');
    }
  });

  it('asks for a document, or its text, when no document was read for a request to read one', () => {
    const step = decideInterviewStep([asking('role'), user('Please fill the profile from the document I attached')], {});
    expect(step.updates).toEqual([]);
    expect(step.reply).toContain('Your profile holds no documents to read.');
    expect(step.reply).toContain('paste its text here');
  });

  it('lists what it needs and how to paste it', () => {
    const step = decideInterviewStep([asking('device_name'), user('what do you need?')], {});
    expect(step.reply).toContain('I need the device name, a description and the intended use');
    expect(step.reply).toContain("'Intended use: ...'");
  });
});
