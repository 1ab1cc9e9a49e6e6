import type { SourceRef, TestStandardsAnswer } from '../../../../src/api/contracts/ai.ts';
import { NotFoundError } from '../../../http/errors.ts';
import type { EngineDeps, LocalAnswer, StandardsInput } from '../engine.ts';
import { profileText } from '../profile.ts';
import { distinctSources, kNumberSource, productCodeSource, standardSource } from '../../../../src/api/text/fda-source-refs.ts';
import { APPLICABILITY_RULES } from './applicability-rules.ts';
import { catalogueEntry } from './catalogue/catalogue-index.ts';
import { CATALOGUE_SOURCE } from './catalogue/index.ts';
import { designationKey } from './designation.ts';
import { createGuidanceMatcher } from './guidance-rows.ts';
import { mergeRows, type KeyedRow } from './merge-rows.ts';
import { predicateRows } from './predicate-rows.ts';
import { recognitionIndex } from './recognition/recognition-index.ts';
import { annotateRow } from './recognition/row-status.ts';
import { matchProblems } from './problem-rules.ts';
import { buildRuleContext, type ProductCodeFacts, type RuleContext } from './rule-context.ts';
import { catalogueRow } from './standard-rows.ts';
import { createStandardsRepository } from './standards.repository.ts';
import { standardsSnapshot } from './standards-snapshot.ts';

/** How many of a code's newest documents with referenced standards are read besides the chosen predicates. */
const RECENT_DOCUMENTS = 8;

function keyedCatalogueRows(designations: readonly string[], label: 'fda-consensus' | 'ai', rationale: string): KeyedRow[] {
  return designations.flatMap((designation) => {
    const entry = catalogueEntry(designation);
    // The catalogue test checks every designation a rule names; a miss here is a catalogue edit gone wrong.
    if (!entry) throw new Error(`Standards rule names ${designation}, which the catalogue lacks`);
    return [{ key: designationKey(entry.designation)!, row: catalogueRow(entry, label, rationale) }];
  });
}

function consensusRows(context: RuleContext): KeyedRow[] {
  return APPLICABILITY_RULES.flatMap((rule) => {
    const trigger = rule.fires(context);
    return trigger === null ? [] : keyedCatalogueRows(rule.standards, 'fda-consensus', `Rule "${rule.name}": ${trigger}.`);
  });
}

function problemRows(input: StandardsInput, context: RuleContext): KeyedRow[] {
  const problems = [...input.topDeviceProblems, ...input.topPatientProblems];
  return matchProblems(problems, context.ivd !== null).flatMap((match) => {
    const reported = match.problems.map((problem) => `"${problem.problem}" (${problem.count} reports)`).join(', ');
    return keyedCatalogueRows(match.standards, 'ai', `Inferred from the reported ${match.rule} problems: MAUDE lists ${reported}.`);
  });
}

export function createStandardsEngine({ db, data }: EngineDeps) {
  const repository = createStandardsRepository(db);
  const guidance = createGuidanceMatcher(repository, data.cache);
  const recognitionsStated = () => data.cache.get('standards:stated-recognitions', async () => recognitionIndex(await repository.statedRecognitions()));

  async function productCodeFacts(productCode: string): Promise<ProductCodeFacts | null> {
    try {
      const found = await data.classification.classification(productCode);
      return {
        productCode: found.productCode,
        deviceName: found.deviceName,
        deviceClass: found.deviceClass,
        reviewPanel: found.reviewPanel,
        medicalSpecialty: found.medicalSpecialty,
        regulationNumber: found.regulationNumber,
        regulationDescription: found.regulationDescription,
        implantFlag: found.implantFlag === true,
      };
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }

  return {
    async testStandards(input: StandardsInput): Promise<LocalAnswer<TestStandardsAnswer>> {
      const code = input.productCode ? await productCodeFacts(input.productCode) : null;
      const context = buildRuleContext(profileText(input.profile), code);
      const givenPredicates = new Set(input.predicateKNumbers);
      const [documents, guidanceRows, recognitions] = await Promise.all([
        repository.referencedStandards(input.predicateKNumbers, code?.productCode ?? null, RECENT_DOCUMENTS),
        guidance.rows(context, input.profile.device_name),
        recognitionsStated(),
      ]);
      const fromPredicates = predicateRows(documents, givenPredicates, code?.productCode ?? null, context.ivd !== null);

      const rows = mergeRows([
        ...fromPredicates,
        ...consensusRows(context),
        ...guidanceRows.map(({ file, ...row }) => ({ key: `guidance:${file}`, row })),
        ...problemRows(input, context),
      ]).map((row) => annotateRow(row, recognitions));

      const usedKNumbers = [...new Set(fromPredicates.flatMap((row) => row.kNumbers))];
      const names = new Map(documents.map((document) => [document.k_number, document.proprietary_name]));
      const standardSources: SourceRef[] = rows.flatMap((row) => {
        const entry = catalogueEntry(row.standard_reference);
        if (!entry || entry.designation !== row.standard_reference) return [];
        const recognition = row.recognition_number ? ` (FDA recognition ${row.recognition_number})` : '';
        return [{ ...standardSource(entry.designation, entry.title), label: `${entry.title}${recognition}` }];
      });
      const sources = distinctSources([
        ...(code ? [productCodeSource(code.productCode, code.deviceName)] : []),
        { kind: 'dataset', id: 'clearway-standards-catalogue', label: CATALOGUE_SOURCE, url: null },
        ...standardSources,
        ...guidanceRows.flatMap((row) => (row.source ? [row.source] : [])),
        ...usedKNumbers.map((kNumber) => kNumberSource(kNumber, names.get(kNumber) ?? null)),
      ]);
      const unknownCode = input.productCode && !code ? input.productCode : null;
      return { rows, ai_snapshot: standardsSnapshot(rows, context, unknownCode, usedKNumbers), sources };
    },
  };
}
