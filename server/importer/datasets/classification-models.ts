import { trainAndStoreCodeModels } from '../../modules/ai/classification/model/code-models.ts';
import { defineDataset } from '../dataset.ts';

/**
 * The product-code models classification uses, learned from the tables just imported (names and summary
 * texts with their codes), so an --as-of import trains on nothing decided after that day.
 */
export const classificationModels = defineDataset({
  name: 'classification-models',
  description: 'Product-code models learned from the imported device names, summary texts, product codes, regulations and recalls',
  tables: ['fda_classification_model_parts', 'fda_classification_models'],
  files: [],
  after: ['product-codes', 'regulations', 'decision-codes', 'devices', 'device-documents', 'recalls'],
  async load(trx, ctx) {
    return trainAndStoreCodeModels(trx, () => ctx.progress(1));
  },
});
