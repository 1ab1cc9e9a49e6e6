import { describe, expect, it } from 'vitest';
import type { ClassificationScenario } from '../../../api/contracts/ai';
import type { Classification } from '../../../api/contracts/data';
import { ScenarioId } from '../../../api/contracts/scenarios';
import { mergeScenarios, newScenarioId, scenarioDraft, scenarioFromClassification } from './scenarios';
import type { Scenario } from '../store';

function found(code: string, overrides: Partial<ClassificationScenario> = {}): ClassificationScenario {
  return {
    product_code: code,
    device_name: `Device ${code}`,
    device_class: 'Class II',
    regulation_number: '870.2700',
    regulation_description: 'Oximeter.',
    review_panel: 'AN',
    medical_specialty_description: 'Anesthesiology',
    confidence: 80,
    reasoning: `Matched ${code}`,
    matched_terms: ['oximeter'],
    example_k_numbers: ['K000001'],
    submission_path: '510(k)',
    path_note: null,
    ...overrides,
  };
}

const listed = (code: string, order: number, overrides: Partial<Scenario> = {}): Scenario => ({
  ...scenarioDraft(found(code), null),
  id: `scn_listed_${code}`,
  order,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const NOW = '2026-11-22T12:00:00.000Z';

/** Ids in the order they are made, so that a test can name them. */
function countingIds() {
  let made = 0;
  return () => `scn_new_${++made}`;
}

describe('newScenarioId', () => {
  it("makes ids the REST contract accepts, a new one each time", () => {
    const ids = [newScenarioId(), newScenarioId()];
    expect(ids[0]).toMatch(/^scn_[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
    expect(ids.every((id) => ScenarioId.allows(id))).toBe(true);
  });
});

describe('mergeScenarios', () => {
  it('appends new codes with order = count + 1 in the order found, each with a new id', () => {
    const { scenarios, added } = mergeScenarios(
      [listed('DQA', 1), listed('DPZ', 2)],
      [found('MUD'), found('NLF')].map((f) => scenarioDraft(f, null)),
      NOW,
      countingIds(),
    );
    expect(scenarios.map((s) => [s.productCode, s.order])).toEqual([
      ['DQA', 1],
      ['DPZ', 2],
      ['MUD', 3],
      ['NLF', 4],
    ]);
    expect(added).toEqual(['MUD', 'NLF']);
    expect(scenarios.map((s) => s.id)).toEqual(['scn_listed_DQA', 'scn_listed_DPZ', 'scn_new_1', 'scn_new_2']);
    expect(scenarios[2]).toMatchObject({ createdAt: NOW, updatedAt: NOW });
  });

  it('gives new codes ids of the default maker when none is passed', () => {
    const { scenarios } = mergeScenarios([], [scenarioDraft(found('MUD'), null)], NOW);
    expect(ScenarioId.allows(scenarios[0]!.id)).toBe(true);
  });

  it('keeps a listed code in its place and takes the new answer, keeping when it was added', () => {
    const before = [listed('DPZ', 1), listed('DQA', 2, { aiReasoning: 'old' })];
    const { scenarios, added } = mergeScenarios(before, [scenarioDraft(found('dqa', { reasoning: 'new', confidence: 95 }), null)], NOW, countingIds());
    expect(added).toEqual([]);
    expect(scenarios.map((s) => s.productCode)).toEqual(['DPZ', 'DQA']);
    expect(scenarios[1]).toMatchObject({ id: 'scn_listed_DQA', order: 2, aiReasoning: 'new', confidence: 95, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: NOW });
    expect(scenarios[0]).toBe(before[0]);
  });

  it('counts a code found twice once, the first time', () => {
    const { scenarios, added } = mergeScenarios([], [found('DQA', { reasoning: 'first' }), found('DQA', { reasoning: 'second' })].map((f) => scenarioDraft(f, null)), NOW);
    expect(added).toEqual(['DQA']);
    expect(scenarios).toHaveLength(1);
    expect(scenarios[0]).toMatchObject({ order: 1, aiReasoning: 'first' });
  });

  it('does not change the list it was given', () => {
    const before = [listed('DQA', 1)];
    mergeScenarios(before, [scenarioDraft(found('MUD'), null)], NOW);
    expect(before.map((s) => s.productCode)).toEqual(['DQA']);
  });
});

describe('scenarioDraft', () => {
  const counted = (count: number) => ({
    count,
    firstYear: 2020,
    lastYear: 2025,
    coverage: { held: true, sources: ['foiclass.txt'], firstYear: 2020, lastYear: 2025 },
  });
  const data = {
    productCode: 'DQA',
    product_code: 'DQA',
    deviceName: 'Oximeter',
    deviceClass: 'Class II',
    deviceClassDescription: 'Class II (moderate risk: special controls); FDA submission type: 510(k)',
    regulationNumber: '870.2700',
    regulationDescription: 'Oximeter.',
    definition: null,
    reviewPanel: 'AN',
    reviewCode: 'DQA',
    medicalSpecialty: 'AN',
    medicalSpecialtyDescription: 'Anesthesiology',
    unclassifiedReason: null,
    implantFlag: false,
    thirdPartyFlag: true,
    lifeSustainSupportFlag: false,
    gmpExemptFlag: false,
    summaryMalfunctionReporting: 'Eligible',
    submissionType: '510(k)',
    avgTimeToClearence: 151,
    clearedKNumbers: ['K251234'],
    clearedKNumbersTotal: 1,
    tplcSnapshot: { clearances: counted(1), pmas: counted(0), recalls: counted(2), mdrs: counted(40), notes: [] },
    openfdaKNumber: ['K251234'],
    openfdaRegistrationNumber: [],
    openfdaFeiNumber: [],
    recognizedStandards: [],
    createdAt: null,
    updatedAt: null,
  } satisfies Classification;

  it("takes the AI's reasoning and the data's classification fields", () => {
    const draft = scenarioDraft(found('dqa', { device_class: 'Class II' }), data);
    expect(draft).toMatchObject({
      productCode: 'DQA',
      product_code: 'DQA',
      deviceName: 'Oximeter',
      avgTimeToClearence: 151,
      medicalSpecialty: 'AN',
      thirdPartyFlag: true,
      tplcSnapshot: { recalls: { count: 2 } },
      aiReasoning: 'Matched dqa',
      confidence: 80,
      submissionPath: '510(k)',
    });
  });

  it("keeps a listed scenario's data fields when the data could not be read this time", () => {
    const before = listed('DQA', 1, { avgTimeToClearence: 151, medicalSpecialty: 'AN' });
    expect(scenarioDraft(found('DQA', { reasoning: 'again' }), null, before)).toMatchObject({ avgTimeToClearence: 151, medicalSpecialty: 'AN', aiReasoning: 'again' });
  });

  it("falls back to the answer's own fields, with the device class normalised", () => {
    const draft = scenarioDraft(found('DQA', { device_class: '2' as ClassificationScenario['device_class'] }), null);
    expect(draft).toMatchObject({ deviceClass: 'Class II', avgTimeToClearence: null, tplcSnapshot: null, openfdaKNumber: [], medicalSpecialtyDescription: 'Anesthesiology' });
  });

  it('scenarioFromClassification: a code the user added has the data fields and no AI reasoning', () => {
    const draft = scenarioFromClassification({ ...data, productCode: 'dqa' });
    expect(draft).toMatchObject({ productCode: 'DQA', product_code: 'DQA', deviceName: 'Oximeter', avgTimeToClearence: 151, tplcSnapshot: { mdrs: { count: 40 } } });
    expect(draft).toMatchObject({ aiReasoning: null, confidence: null, matchedTerms: [], exampleKNumbers: [], submissionPath: null, pathNote: null });
    expect(draft).not.toHaveProperty('id');
    expect(draft).not.toHaveProperty('order');
  });
});
