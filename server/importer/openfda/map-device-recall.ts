import type { Insertable } from 'kysely';
import type { FdaRecallsTable } from '../../db/fda-schema.ts';
import { fdaDate } from '../dates.ts';
import { productCodeOrNull, recallNumberOrNull } from '../datasets/field-values.ts';
import { textField } from './fields.ts';
import type { OpenFdaRecord } from './results-scanner.ts';

/**
 * An openFDA device-recall record (one recalled product, devicerecall schema) as an fda_recalls row;
 * a string says why the record cannot be used. openFDA's device-recall records carry no recall
 * classification: recall_class stays null here, and the import joins it from the device-enforcement
 * reports by recall number (datasets/postmarket/recall-classes.ts).
 */
export function recallRowFromOpenFda(record: OpenFdaRecord, source: string): Insertable<FdaRecallsTable> | string {
  const text = (name: string) => textField(record, name);
  const recallNumber = text('product_res_number');
  if (recallNumber === null) return 'no product_res_number (recall number)';
  const datePosted = fdaDate(text('event_date_posted'), new Date());
  return {
    recall_number: recallNumberOrNull(recallNumber) ?? recallNumber.toUpperCase(),
    recall_event_id: text('res_event_number'),
    product_code: productCodeOrNull(text('product_code')),
    trade_name: text('product_description'),
    recalling_firm: text('recalling_firm'),
    recall_class: null,
    date_posted: datePosted,
    year_posted: datePosted ? Number(datePosted.slice(0, 4)) : null,
    reason: text('reason_for_recall'),
    root_cause: text('root_cause_description'),
    action: text('action'),
    quantity: text('product_quantity'),
    distribution: text('distribution_pattern'),
    status: text('recall_status'),
    termination_date: fdaDate(text('event_date_terminated'), new Date()),
    source,
  };
}
