import { downloadFile } from '../../../panels/download-file';
import type { Command } from '../../../commands/types';
import { refusal } from '../../classification/refusals';
import { predicate$ } from '../store';
import { COMPARISON_CATEGORY, needsProductCode, requireProductCode } from './command-kit';
import { comparisonCsv, comparisonCsvName } from './rules/csv';
import { comparisonTable } from './rules/table-model';
import { comparisonOf } from './store';
import { COMPARISON_TEXTS as TEXTS } from './texts';
import './command-args';

/** Hands a text file to the browser's downloads; the byte order mark lets spreadsheets read it as UTF-8. */
/** 'predicate.export-comparison-csv': what the table shows, as comparison-{CODE}-{date}.csv. */
export const exportCsvCommand: Command = {
  id: 'predicate.export-comparison-csv',
  title: 'Export the comparison as CSV',
  category: COMPARISON_CATEGORY,
  keywords: ['export', 'csv', 'download', 'spreadsheet', 'comparison', 'table'],
  enabled: needsProductCode,
  run(_args, { context }) {
    const code = requireProductCode(context);
    const table = comparisonTable(code, comparisonOf(code), predicate$.devicesByProductCode[code]!.peek() ?? []);
    if (table.columns.length === 0) throw refusal(TEXTS.noDevices);
    downloadFile(comparisonCsvName(code, new Date()), ['\uFEFF', comparisonCsv(table)], 'text/csv;charset=utf-8');
  },
};
