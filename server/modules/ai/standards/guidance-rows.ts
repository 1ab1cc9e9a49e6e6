import type { TestStandardsRow } from '../../../../src/api/contracts/ai.ts';
import { inverseDocumentFrequencies, stemmedTerms, termCoverage } from '../../../../src/api/text/term-match.ts';
import { guidanceSource } from '../../../../src/api/text/fda-source-refs.ts';
import type { DataCache } from '../../fda/common/data-cache.ts';
import type { StandardCategory } from './catalogue/index.ts';
import type { FeatureId } from './features.ts';
import { guidanceTestAreas } from './guidance-test-areas.ts';
import type { RuleContext } from './rule-context.ts';
import { featureEvidence } from './rule-context.ts';
import type { GuidanceTitle, StandardsRepository } from './standards.repository.ts';

/** Cross-cutting guidance a profile feature calls for, found among the held documents by title. */
const TOPIC_GUIDANCE: readonly { feature: FeatureId; title: RegExp; category: StandardCategory; test: string }[] = [
  { feature: 'software', title: /^Content of Premarket Submissions for Device Software Functions/i, category: 'Software', test: 'Software documentation and verification' },
  { feature: 'connected', title: /^Cybersecurity in Medical Devices/i, category: 'Cybersecurity', test: 'Cybersecurity risk management and security testing' },
  { feature: 'wireless', title: /^Radio Frequency Wireless Technology/i, category: 'EMC', test: 'Wireless performance, coexistence and security' },
  { feature: 'electrical', title: /^Electromagnetic Compatibility \(EMC\) of Medical Devices/i, category: 'EMC', test: 'Electromagnetic compatibility testing' },
  { feature: 'patientContact', title: /^Use of International Standard ISO 10993-1/i, category: 'Biocompatibility', test: 'Biocompatibility evaluation' },
  { feature: 'sterile', title: /^Submission and Review of Sterility Information/i, category: 'Sterility', test: 'Sterilization validation and sterility assurance' },
  { feature: 'reusable', title: /^Reprocessing Medical Devices in Health Care Settings/i, category: 'Reprocessing', test: 'Cleaning, disinfection and sterilization validation' },
  { feature: 'homeUse', title: /^Design Considerations for Devices Intended for Home Use/i, category: 'Usability', test: 'Home-use design and labelling' },
  { feature: 'homeUse', title: /^Applying Human Factors and Usability Engineering/i, category: 'Usability', test: 'Human factors validation' },
  { feature: 'implant', title: /^Testing and Labeling Medical Devices for Safety in the Magnetic Resonance/i, category: 'MR safety', test: 'MR safety testing and labelling' },
  { feature: 'mr', title: /^Testing and Labeling Medical Devices for Safety in the Magnetic Resonance/i, category: 'MR safety', test: 'MR safety testing and labelling' },
  { feature: 'closedLoop', title: /^Technical Considerations for Medical Devices with Physiologic Closed-Loop/i, category: 'Software', test: 'Closed-loop controller verification' },
];

const DEVICE_GUIDANCE_LIMIT = 3;
/** Share of the device name's (idf-weighted) terms a guidance title must hold, or half that when it cites the regulation. */
const TITLE_SHARE = 0.5;
const REGULATION_NUMBER = /^\d{3}\.\d{1,4}$/;

export interface GuidanceRow extends TestStandardsRow {
  file: string;
}

/** The held guidance titles and the test areas of their bodies, read once per import of the FDA data (`cache`). */
export function createGuidanceMatcher(repository: StandardsRepository, cache: DataCache) {
  const titleIndex = () =>
    cache.get('standards:guidance-titles', async () => {
      const all: GuidanceTitle[] = await repository.guidanceTitles();
      const stems = new Map(all.map((guidance) => [guidance.file, new Set(stemmedTerms(guidance.title).keys())]));
      return { all, stems, weight: inverseDocumentFrequencies([...stems.values()]) };
    });

  /** The test areas of each file's body (files without a body are left out). */
  async function testAreas(files: string[]): Promise<Map<string, string[]>> {
    const key = `standards:guidance-areas:${[...files].sort().join('|')}`;
    return cache.get(key, async () => new Map((await repository.guidanceBodies(files)).map(({ file, body }) => [file, guidanceTestAreas(body)])));
  }

  /** Device-specific guidance: titles sharing the code's (or profile's) device name terms, ahead if they cite its regulation. */
  async function deviceGuidance(context: RuleContext, deviceName: string): Promise<GuidanceRow[]> {
    const index = await titleIndex();
    const query = stemmedTerms(context.code ? `${context.code.deviceName} ${context.code.regulationDescription ?? ''}` : deviceName);
    const regulation = context.code?.regulationNumber ?? null;
    const citing = new Set(regulation && REGULATION_NUMBER.test(regulation) ? await repository.guidanceCiting(regulation) : []);
    const scored = index.all
      .map((guidance) => ({ guidance, coverage: termCoverage(query, index.stems.get(guidance.file)!, index.weight), cites: citing.has(guidance.file) }))
      .filter(({ coverage, cites }) => coverage.matched.length > 0 && coverage.share >= (cites ? TITLE_SHARE / 2 : TITLE_SHARE))
      .sort((a, b) => Number(b.cites) - Number(a.cites) || b.coverage.share - a.coverage.share)
      .slice(0, DEVICE_GUIDANCE_LIMIT);
    const areasOf = await testAreas(scored.map(({ guidance }) => guidance.file));
    return scored.map(({ guidance, coverage, cites }) => {
      const areas = areasOf.get(guidance.file) ?? [];
      const subject = context.code ? `product code ${context.code.productCode} ("${context.code.deviceName}")` : `the device name "${deviceName}"`;
      return {
        file: guidance.file,
        test_and_evaluation: areas.length > 0 ? `As this guidance asks: ${areas.slice(0, 4).join('; ')}` : 'Device-specific recommendations of this guidance',
        standard_reference: guidance.title,
        purpose: 'FDA guidance for this device type: the tests and information a submission is expected to contain.',
        label: 'guidance',
        category: context.ivd ? 'IVD performance' : 'Performance',
        recognition_number: null,
        source: guidanceSource(guidance.file, guidance.title, guidance.docket),
        rationale: `Held FDA guidance whose title shares ${coverage.matched.map((term) => `"${term}"`).join(', ')} with ${subject}${cites ? ` and whose text cites 21 CFR ${regulation}` : ''}.`,
      };
    });
  }

  async function topicGuidance(context: RuleContext): Promise<GuidanceRow[]> {
    const index = await titleIndex();
    return TOPIC_GUIDANCE.flatMap((topic) => {
      if (!context.features.has(topic.feature)) return [];
      const guidance = index.all.find((candidate) => topic.title.test(candidate.title));
      if (!guidance) return [];
      return [{
        file: guidance.file,
        test_and_evaluation: topic.test,
        standard_reference: guidance.title,
        purpose: `FDA's recommendations on ${topic.test.toLowerCase()}.`,
        label: 'guidance' as const,
        category: topic.category,
        recognition_number: null,
        source: guidanceSource(guidance.file, guidance.title, guidance.docket),
        rationale: `Held FDA guidance that applies because ${featureEvidence(context, topic.feature)}.`,
      }];
    });
  }

  return {
    async rows(context: RuleContext, deviceName: string): Promise<GuidanceRow[]> {
      const [device, topics] = await Promise.all([deviceGuidance(context, deviceName), topicGuidance(context)]);
      return [...device, ...topics];
    },
  };
}
