import { describe, expect, it } from 'vitest';
import { highlightRuns, profileStems } from './match-highlights';

describe('match highlights', () => {
  const stems = profileStems(['Fingertip pulse oximeter', 'Measures SpO2 and pulse rate with red and infrared light']);

  it('marks the words of the profile in place, by stem and case-insensitively, leaving stop words alone', () => {
    const text = 'The device measures oxygen saturation (SpO2) and Pulse rates using infrared LEDs.';
    const runs = highlightRuns(text, stems);
    expect(runs.map((run) => run.text).join('')).toBe(text);
    expect(runs.filter((run) => run.match).map((run) => run.text)).toEqual(['measures', 'SpO2', 'Pulse', 'rates', 'infrared']);
  });

  it('marks nothing in a text that shares no word with the profile, and keeps an empty text empty', () => {
    expect(highlightRuns('Hip prosthesis, cemented.', stems)).toEqual([{ text: 'Hip prosthesis, cemented.', match: false }]);
    expect(highlightRuns('', stems)).toEqual([]);
  });
});
