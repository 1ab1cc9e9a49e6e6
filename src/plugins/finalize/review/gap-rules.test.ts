import { describe, expect, it } from 'vitest';
import { reviewGaps, reviewSummary, type ReviewInput, type ReviewStandardRow } from './gap-rules';

/** A complete strategy for a test device (the K-numbers and figures are made up for the rules). */
const complete = (): ReviewInput => ({
  profile: {
    device_name: 'Test pulse oximeter',
    description: 'A fingertip sensor that reads oxygen saturation.',
    intended_use: 'Spot-checking SpO2 in adults at home.',
    key_specifications: 'SpO2 70-100 %, accuracy ±2 %',
    functionality: 'Reads, shows and stores the readings.',
  },
  scenario: { productCode: 'DQA', order: 2, deviceName: 'Oximeter', deviceClass: 'Class II', regulationNumber: '870.2700' },
  predicates: [
    { kNumber: 'K990001', deviceName: 'Test oximeter A', recallCount: 0 },
    { kNumber: 'K990002', deviceName: 'Test oximeter B', recallCount: 0 },
    { kNumber: 'K990003', deviceName: 'Test oximeter C', recallCount: 3 },
  ],
  chosenKNumbers: ['K990002', 'K990001'],
  ancestorClassIRecalls: {},
  comparison: { comparedKNumbers: ['K990001', 'K990002'], error: null },
  risk: { years: { startYear: 2002, endYear: 2026 }, level: 'MEDIUM', updatedAt: '2026-11-20T09:00:00.000Z' },
  dashboardYears: { startYear: 2002, endYear: 2026 },
  currentYear: 2026,
  standards: [
    { test: 'Risk management', standard: 'ISO 14971:2019', label: 'fda-consensus', category: 'Risk', recognitionNumber: '5-125', replaced: null },
    { test: 'Bench accuracy', standard: 'ISO 80601-2-61', label: 'user', category: 'Performance', recognitionNumber: null, replaced: null },
  ],
});

const ids = (input: ReviewInput) => reviewGaps(input).map((gap) => gap.id);
const gap = (input: ReviewInput, id: string) => reviewGaps(input).find((g) => g.id === id);
/** A gap as the review shows it: severity, step, text and fix. */
const shown = (input: ReviewInput, id: string) => {
  const found = gap(input, id);
  return found && [found.severity, found.step, found.text, found.fix];
};
const row = (fields: Partial<ReviewStandardRow>): ReviewStandardRow => ({ test: '', standard: '', label: 'ai', category: '', recognitionNumber: null, replaced: null, ...fields });

describe('reviewGaps', () => {
  it('finds nothing in a complete strategy', () => {
    expect(reviewGaps(complete())).toEqual([]);
  });

  it('flags each empty profile field: the three required ones missing, the other two weak', () => {
    const input = complete();
    input.profile = { device_name: '', description: '  ', intended_use: 'N/A', key_specifications: '', functionality: '' };
    const gaps = reviewGaps(input);
    expect(gaps.map((g) => [g.id, g.severity, g.step])).toEqual([
      ['profile.device_name', 'missing', 'device-profiler'],
      ['profile.description', 'missing', 'device-profiler'],
      ['profile.intended_use', 'missing', 'device-profiler'],
      ['profile.key_specifications', 'weak', 'device-profiler'],
      ['profile.functionality', 'weak', 'device-profiler'],
    ]);
    expect(gaps[2]).toMatchObject({ text: 'The device profile has no intended use: the analyses and the report need it.', fix: 'Add the intended use', focus: { kind: 'profile-panel' } });
    expect(gaps[3]!.text).toBe('The device profile has no key specifications: predicate matching and the report are weaker without it.');
  });

  it('flags a missing scenario and leaves out the checks of a product code', () => {
    const input = { ...complete(), scenario: null, chosenKNumbers: [], risk: null, standards: [] };
    expect(ids(input)).toEqual(['scenario.none']);
    expect(gap(input, 'scenario.none')).toEqual({
      id: 'scenario.none',
      severity: 'missing',
      section: 'scenario',
      step: 'classification',
      text: 'No scenario is selected: choose the product code the 510(k) will be filed under.',
      fix: 'Select a scenario',
    });
  });

  it('flags no predicate chosen, naming the code, and says so when none is listed', () => {
    const input = { ...complete(), chosenKNumbers: [] };
    expect(ids(input)).toEqual(['predicate.none']);
    expect(shown(input, 'predicate.none')).toEqual(['missing', 'predicate', "No predicate is chosen for DQA: 'Add to table' on the ones the 510(k) will cite.", 'Choose a predicate']);
    expect(gap({ ...input, predicates: [] }, 'predicate.none')!.text).toBe('No predicate devices are listed for DQA, so none is chosen for the 510(k).');
  });

  it('flags each chosen predicate with recalls, and none of the listed ones not chosen', () => {
    const input = complete();
    input.chosenKNumbers = ['K990003', 'K990001'];
    input.comparison.comparedKNumbers = ['K990001', 'K990003'];
    expect(ids(input)).toEqual(['predicate.recalled:K990003']);
    expect(shown(input, 'predicate.recalled:K990003')).toEqual(['weak', 'predicate', "K990003, a chosen predicate, has 3 recalls in FDA's data.", 'Review the predicate']);
    input.predicates = input.predicates.map((device) => (device.kNumber === 'K990003' ? { ...device, recallCount: 1 } : device));
    expect(gap(input, 'predicate.recalled:K990003')!.text).toBe("K990003, a chosen predicate, has 1 recall in FDA's data.");
  });

  it('flags a chosen predicate whose ancestry holds a Class I recall: which ancestor, which recall, its date, nearest first', () => {
    const input = complete();
    const recall = (ancestor: string, generation: number, recallNumber: string, datePosted: string) => ({
      ancestor,
      ancestorName: ancestor === 'K880001' ? 'Test oximeter probe' : null,
      generation,
      recallNumber,
      datePosted,
    });
    input.ancestorClassIRecalls = {
      K990001: [recall('K880001', 1, 'Z-0001-2011', '2011-04-05')],
      K990002: [recall('K770001', 3, 'Z-0002-2009', '2009-01-20'), recall('K770002', 4, 'Z-0003-2012', '2012-02-02'), recall('K770002', 4, 'Z-0004-2013', '2013-03-03')],
      K990003: [recall('K660001', 1, 'Z-0005-2010', '2010-10-10')],
    };
    expect(ids(input)).toEqual(['predicate.class-i-ancestry:K990002', 'predicate.class-i-ancestry:K990001']);
    expect(shown(input, 'predicate.class-i-ancestry:K990001')).toEqual([
      'weak',
      'predicate',
      'K990001, a chosen predicate, has a Class I recall in its ancestry: K880001 (Test oximeter probe), a predicate it cites, was recalled under Class I recall Z-0001-2011, posted 04/05/2011.',
      'Review the lineage',
    ]);
    expect(gap(input, 'predicate.class-i-ancestry:K990002')!.text).toBe(
      'K990002, a chosen predicate, has a Class I recall in its ancestry: K770001, an ancestor 3 generations back, was recalled under Class I recall Z-0002-2009, posted 01/20/2009. The ancestry holds 2 more Class I recalls.',
    );
    expect(gap(input, 'predicate.class-i-ancestry:K990002')!.focus).toEqual({ kind: 'predicate-graph', kNumber: 'K990002' });
    expect(reviewSummary(input)[2]!.status).toBe('2 predicates chosen of 3 listed; 2 with a Class I recall in their ancestry');
  });

  it('flags a comparison of fewer than 2 predicates, or of chosen ones not compared, as weak', () => {
    const one = { ...complete(), chosenKNumbers: ['K990001'] };
    expect(shown(one, 'comparison.missing')).toEqual(['weak', 'predicate', 'Only 1 predicate is chosen (K990001): a comparison needs at least 2.', 'Choose a second predicate']);
    expect(gap(one, 'comparison.missing')!.section).toBe('comparison');

    const none = { ...complete(), comparison: { comparedKNumbers: [], error: null } };
    expect(gap(none, 'comparison.missing')!.text).toBe('The 2 chosen predicates have not been compared yet.');

    const partly = { ...complete(), chosenKNumbers: ['K990001', 'K990002', 'K990003'] };
    expect(gap(partly, 'comparison.missing')!.text).toBe('K990003 has not been compared yet.');

    const failed = { ...complete(), comparison: { comparedKNumbers: [], error: 'At least 2 devices are required for comparison' } };
    expect(gap(failed, 'comparison.missing')!.text).toBe(
      'The 2 chosen predicates have not been compared: the last comparison failed (At least 2 devices are required for comparison).',
    );
  });

  it('leaves the comparison out while no predicate is chosen (the predicate gap covers it)', () => {
    expect(ids({ ...complete(), chosenKNumbers: [] })).not.toContain('comparison.missing');
  });

  it('flags a code without a risk analysis', () => {
    expect(shown({ ...complete(), risk: null }, 'risk.none')).toEqual(['missing', 'risk', 'No risk analysis has been run for DQA.', 'Run the risk analysis']);
  });

  it('flags a risk analysis written for other years than the dashboard shows, as weak', () => {
    const input = { ...complete(), dashboardYears: { startYear: 2015, endYear: 2026 } };
    expect(ids(input)).toEqual(['risk.years']);
    expect(shown(input, 'risk.years')).toEqual(['weak', 'risk', 'The risk snapshot was written for 2002 – Now, but the risk dashboard now shows 2015 – Now.', 'Refresh the risk snapshot']);
  });

  it('flags a code without tests and standards', () => {
    expect(shown({ ...complete(), standards: [] }, 'standards.none')).toEqual(['missing', 'tests-standards', 'No tests or standards are planned for DQA.', 'Plan the tests and standards']);
  });

  it('flags each FDA consensus row without a recognition number, naming its standard, and only those', () => {
    const input = complete();
    input.standards = [
      row({ standard: 'IEC 60601-1', label: 'fda-consensus', category: 'Electrical safety', recognitionNumber: null }),
      row({ standard: 'ISO 10993-1', label: 'fda-consensus', category: 'Biocompatibility', recognitionNumber: '2-258' }),
      row({ standard: '', test: 'Cleaning validation', label: 'fda-consensus', category: '', recognitionNumber: ' ' }),
      row({ standard: 'ISO 15223-1', label: 'ai', recognitionNumber: null }),
    ];
    const gaps = reviewGaps(input);
    expect(gaps.map((g) => g.id)).toEqual(['standards.recognition:0', 'standards.recognition:2']);
    expect(gaps[0]).toMatchObject({
      severity: 'weak',
      step: 'tests-standards',
      text: 'IEC 60601-1, an FDA consensus standard, has no FDA recognition number.',
      fix: 'Check the standard',
      focus: { kind: 'standards-category', category: 'Electrical safety' },
    });
    expect(gaps[1]!.text).toBe('Cleaning validation, an FDA consensus standard, has no FDA recognition number.');
    expect(gaps[1]!.focus).toBeUndefined();
  });

  it('flags a superseded or withdrawn standard with the one to plan instead', () => {
    const input = complete();
    input.standards = [
      row({ standard: 'ISO 9919:2005', label: 'predicate', category: 'Performance', recognitionNumber: null, replaced: { status: 'superseded', successor: 'ISO 80601-2-61:2017' } }),
      row({ standard: 'EN 980', label: 'user', test: 'Label symbols', category: 'Labeling', replaced: { status: 'withdrawn', successor: null } }),
    ];
    const gaps = reviewGaps(input);
    expect(gaps.map((g) => [g.id, g.text, g.fix])).toEqual([
      ['standards.superseded:0', 'ISO 9919:2005 is superseded: plan ISO 80601-2-61:2017 instead.', 'Update the standard'],
      ['standards.withdrawn:1', 'EN 980 is withdrawn.', 'Update the standard'],
    ]);
    expect(gaps[0]!.focus).toEqual({ kind: 'standards-category', category: 'Performance' });
  });

  it('flags user rows with an empty standard or test, as weak', () => {
    const input = complete();
    input.standards = [
      row({ test: 'Drop test', standard: '', label: 'user', category: 'Mechanical' }),
      row({ test: '', standard: 'IEC 62133-2', label: 'user', category: 'Battery' }),
      row({ test: '', standard: 'N/A', label: 'user', category: 'Bench & Functional Tests' }),
      row({ test: 'Software verification', standard: '', label: 'ai' }),
    ];
    expect(reviewGaps(input).map((g) => [g.id, g.severity, g.text, g.fix])).toEqual([
      ['standards.user-row:0', 'weak', 'Drop test, a row added by you, has no standard.', 'Complete the row'],
      ['standards.user-row:1', 'weak', 'IEC 62133-2, a row added by you, has no test.', 'Complete the row'],
      ['standards.user-row:2', 'weak', 'Row 3, added by you, has neither a test nor a standard.', 'Complete the row'],
    ]);
  });

  it('keeps its ids stable and lists the sections in order', () => {
    const input = { ...complete(), risk: null, chosenKNumbers: ['K990003'] };
    input.profile = { ...input.profile, functionality: '' };
    expect(ids(input)).toEqual(['profile.functionality', 'predicate.recalled:K990003', 'comparison.missing', 'risk.none']);
    expect(ids(input)).toEqual(ids(structuredClone(input)));
  });
});

describe('reviewSummary', () => {
  it('gives each section a line with its counts', () => {
    const input = complete();
    input.standards = [...input.standards, row({ standard: 'IEC 60601-1', label: 'fda-consensus' })];
    expect(reviewSummary(input).map(({ section, title, status }) => [section, title, status])).toEqual([
      ['profile', 'Device profile', '5 of 5 profile fields filled'],
      ['scenario', 'Scenario', 'Scenario 2: DQA, Oximeter (Class II, regulation 870.2700)'],
      ['predicates', 'Predicates', '2 predicates chosen of 3 listed'],
      ['comparison', 'Comparison', '2 predicates compared'],
      ['risk', 'Risk snapshot', 'MEDIUM risk, written 11/20/2026 for 2002 – Now'],
      ['standards', 'Tests and standards', '3 tests and standards: 2 FDA consensus (1 with a recognition number), 1 added by you'],
    ]);
  });

  it('says what is not there yet', () => {
    const input = { ...complete(), chosenKNumbers: ['K990003'], risk: null, standards: [] };
    input.profile = { ...input.profile, description: '' };
    input.scenario = { ...input.scenario!, deviceClass: 'Unknown', regulationNumber: null };
    expect(reviewSummary(input).map((line) => line.status)).toEqual([
      '4 of 5 profile fields filled',
      'Scenario 2: DQA, Oximeter',
      '1 predicate chosen of 3 listed; 1 with recalls',
      'Nothing to compare: 1 predicate chosen',
      'No risk analysis',
      'No tests and standards',
    ]);
    expect(reviewSummary({ ...complete(), chosenKNumbers: [], predicates: [] })[2]!.status).toBe('No predicates listed');
    expect(reviewSummary({ ...complete(), chosenKNumbers: [] })[3]!.status).toBe('Nothing to compare: no predicate chosen');
    expect(reviewSummary({ ...complete(), chosenKNumbers: ['K990001', 'K990002', 'K990003'] })[3]!.status).toBe('2 of 3 chosen predicates compared');
  });

  it('reads every section after the scenario as waiting for one when none is selected', () => {
    expect(reviewSummary({ ...complete(), scenario: null }).map((line) => line.status).slice(1)).toEqual(Array(5).fill('No scenario selected'));
  });
});
