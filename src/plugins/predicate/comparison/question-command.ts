import { type } from 'arktype';
import { aiApi } from '../../../api/ai';
import { markReported } from '../../../commands/errors';
import type { Command } from '../../../commands/types';
import { refusal } from '../../classification/refusals';
import type { PluginApi } from '../../host/types';
import { COMPARISON_CATEGORY, messageOf, needsProductCode, onPredicateStep, selectedProductCode } from './command-kit';
import { setQuestionRun } from './question-runs';
import { addDynamicRow, applyAnswers, questionRefusal, rowTitle } from './rules/row-rules';
import { comparisonOf, updateComparison } from './store';
import { COMPARISON_TEXTS as TEXTS } from './texts';
import './command-args';

type QuestionArgs = { prompt: string };
const QuestionArgs = type({ prompt: 'string' });

/**
 * 'predicate.ask-comparison' (SPEC sections 2 and 5): a row titled with the question, answered for each
 * selected device from that device's own documents (predicates/feature-extraction-v2), keeping the passage
 * each answer came from; 'N/A' where nothing answers. The row reads 'Loading comparison data...' meanwhile
 * and 'Comparison Error' with the message when the call fails. Asking a row's question again answers it anew.
 */
export function askComparisonCommand(api: PluginApi): Command<QuestionArgs> {
  return {
    id: 'predicate.ask-comparison',
    title: 'Ask a question to compare',
    category: COMPARISON_CATEGORY,
    keywords: ['question', 'ask', 'compare', 'feature', 'row', 'summary', 'passage'],
    keys: ['$mod+Alt+Q'],
    args: QuestionArgs,
    prompt: { placeholder: TEXTS.askPlaceholder, fromText: (text) => ({ prompt: text }) },
    when: onPredicateStep,
    enabled: needsProductCode,
    async run({ prompt }, { context }) {
      const code = selectedProductCode(context);
      const kNumbers = code ? [...comparisonOf(code).selectedKNumbers] : [];
      const refused = questionRefusal(prompt, code, kNumbers);
      if (refused || !code) throw refusal(refused ?? TEXTS.noProductCode);

      const label = rowTitle(prompt);
      updateComparison(code, (comparison) => (comparison.dynamicRows.includes(label) ? comparison : addDynamicRow(comparison, label)));
      setQuestionRun(code, label, { status: 'loading' });
      try {
        const answer = await aiApi(api.services.clients).featureExtraction({ k_numbers: kNumbers, prompt: label, product_code: code });
        updateComparison(code, (comparison) => applyAnswers(comparison, label, kNumbers, answer));
        setQuestionRun(code, label, null);
      } catch (error) {
        setQuestionRun(code, label, { status: 'error', message: messageOf(error, TEXTS.errorTitle) });
        // The row shows the failure.
        throw markReported(error);
      }
    },
  };
}
